// The texts a member agrees to at sign-up and the pages the footer links to (이용약관, 개인정보 처리방침, 문의하기,
// 공지사항). A consent's version is the day its text was published: the server records which version a member agreed
// to (server/domain/consent.ts keeps the same versions; tests/unit/legal-documents.test.ts holds them in step).
// Changing a required text means a new version here and there, and every member is asked again after login.

export const CONTACT_EMAIL = 'help@saegil.kr';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  title: string;
  /** the day this text took effect (YYYY-MM-DD) */
  version: string;
  sections: LegalSection[];
}

export const CONSENT_VERSIONS = { terms: '2026-11-28', privacy: '2026-11-28', news: '2026-11-28' } as const;

/** '2026-11-28' → '2026년 11월 28일' */
export const versionInKorean = (version: string) => {
  const [y, m, d] = version.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
};

export const TERMS: LegalDocument = {
  title: '새길 이용약관',
  version: CONSENT_VERSIONS.terms,
  sections: [
    {
      heading: '제1조 (목적)',
      paragraphs: [
        '이 약관은 새길 팀이 운영하는 새길(중장년의 두 번째 직업 찾기 서비스, 이하 "서비스")을 이용할 때 회원과 새길 팀이 지킬 것을 정합니다.',
      ],
    },
    {
      heading: '제2조 (서비스의 내용)',
      items: [
        '적성 질문에 답하면 어울리는 직업을 추천합니다. 추천은 참고용이며 취업을 보장하지 않습니다.',
        '직업 정보, 채용 공고, 국비 지원 교육 과정을 찾아볼 수 있습니다. 공고와 과정은 사람인·고용24에서 가져온 것이며, 지원과 수강 신청은 각 사이트에서 합니다. 가져오지 않은 예시 공고·과정에는 "예시"라고 표시합니다.',
        '회원은 직업을 담고, 할 일과 메모를 적고, 공고와 과정을 스크랩할 수 있습니다.',
        '회원이 공개한 할 일은 같은 직업을 준비하는 다른 이용자에게 닉네임, 거주 지역(시·군·구)과 함께 보입니다. 비공개 할 일은 본인만 봅니다.',
        '서비스는 무료입니다.',
      ],
    },
    {
      heading: '제3조 (회원가입과 탈퇴)',
      items: [
        '이 약관과 개인정보 수집·이용에 동의하고 가입 정보를 입력하면 회원이 됩니다.',
        '회원은 내 정보 화면에서 언제든 탈퇴할 수 있습니다. 탈퇴하면 회원 정보와 할 일, 메모, 사진, 스크랩이 바로 지워지고 되살릴 수 없습니다.',
      ],
    },
    {
      heading: '제4조 (회원이 지킬 것)',
      items: [
        '다른 사람의 정보로 가입하거나 아이디와 비밀번호를 남에게 빌려주지 않습니다.',
        '공개하는 할 일과 메모, 사진에 다른 사람의 개인정보, 욕설, 광고, 법에 어긋나는 내용을 올리지 않습니다.',
        '서비스를 방해하거나 다른 회원의 정보를 몰래 모으지 않습니다.',
      ],
    },
    {
      heading: '제5조 (게시물)',
      items: [
        '회원이 쓴 할 일, 메모, 사진의 권리는 회원에게 있습니다. 새길 팀은 서비스를 보여 주는 데에만 씁니다.',
        '제4조에 어긋나는 공개 게시물은 새길 팀이 비공개로 바꾸거나 지울 수 있고, 되풀이되면 이용을 제한할 수 있습니다.',
      ],
    },
    {
      heading: '제6조 (서비스의 변경과 중단)',
      paragraphs: [
        '새길 팀은 서비스를 고치거나 점검하려고 잠시 멈출 수 있으며, 미리 알 수 있는 경우 공지사항에 알립니다. 서비스를 끝낼 때는 30일 전에 알리고 회원이 자기 기록을 옮길 시간을 드립니다.',
      ],
    },
    {
      heading: '제7조 (책임)',
      paragraphs: [
        '새길 팀은 채용 공고와 교육 과정의 내용, 채용과 수강의 결과를 책임지지 않습니다. 지원하기 전에 각 사이트에서 내용을 꼭 확인해 주세요. 새길 팀의 잘못으로 회원에게 손해가 생기면 법에 따라 책임집니다.',
      ],
    },
    {
      heading: '제8조 (약관의 변경)',
      paragraphs: [
        '약관을 바꿀 때는 시행 7일 전(회원에게 불리하면 30일 전)에 공지사항에 알립니다. 바뀐 약관은 다음 로그인 때 보여 드리고 다시 동의를 받습니다. 동의하지 않으면 탈퇴할 수 있습니다.',
      ],
    },
    {
      heading: '제9조 (문의와 분쟁)',
      paragraphs: [`서비스에 관한 문의는 문의하기 페이지(이메일 ${CONTACT_EMAIL})로 받습니다. 분쟁은 대한민국 법을 따릅니다.`],
    },
  ],
};

/** What sign-up collects, why and how long (개인정보 보호법 제15조 제2항), as the member agrees to it. */
export const PRIVACY_CONSENT: LegalDocument = {
  title: '개인정보 수집·이용 동의',
  version: CONSENT_VERSIONS.privacy,
  sections: [
    {
      heading: '모으는 항목',
      items: ['아이디, 비밀번호(알아볼 수 없게 바꿔 저장)', '닉네임', '생년월일', '성별', '거주 지역(시·군·구)'],
    },
    {
      heading: '쓰는 곳(목적)',
      items: [
        '아이디와 비밀번호: 회원 확인과 로그인',
        '닉네임과 거주 지역: 내 정보에 보여 드리고, 할 일을 공개하면 같은 직업을 준비하는 사람들에게 함께 보여 줌',
        '거주 지역: 가까운 채용 공고와 교육 과정을 찾을 때 씀',
        '생년월일과 성별: 내 정보에 보여 드림. 다른 사람에게는 보이지 않으며 다른 곳에 쓰지 않음',
      ],
    },
    {
      heading: '가지고 있는 기간',
      paragraphs: ['탈퇴할 때까지입니다. 탈퇴하면 바로 지웁니다. 법이 따로 보관하라고 정한 경우에만 그 기간 동안 따로 보관합니다.'],
    },
    {
      heading: '동의하지 않을 권리',
      paragraphs: ['동의하지 않을 수 있습니다. 다만 이 항목은 회원 서비스에 꼭 필요해서, 동의하지 않으면 가입할 수 없습니다. 가입하지 않아도 직업 찾기, 채용 정보, 학원 정보는 볼 수 있습니다.'],
    },
  ],
};

export const NEWS_CONSENT: LegalDocument = {
  title: '새길 소식 받기',
  version: CONSENT_VERSIONS.news,
  sections: [
    {
      heading: '내용',
      paragraphs: [
        '새 기능, 점검 일정 같은 새길의 소식을 서비스 안에서 알려 드립니다. 문자나 전화, 광고는 보내지 않으며 새로 모으는 개인정보도 없습니다.',
      ],
    },
    {
      heading: '선택 동의',
      paragraphs: ['동의하지 않아도 모든 기능을 똑같이 쓸 수 있습니다. 동의는 언제든 문의하기로 거둘 수 있습니다.'],
    },
  ],
};

/** 개인정보 처리방침 (개인정보 보호법 제30조): published at /privacy. */
export const PRIVACY_POLICY: LegalDocument = {
  title: '개인정보 처리방침',
  version: CONSENT_VERSIONS.privacy,
  sections: [
    {
      heading: '1. 누가 처리하나요',
      paragraphs: [
        `새길은 새길 팀이 운영합니다. 새길 팀이 회원의 개인정보를 직접 처리하고, 개인정보 보호책임자도 새길 팀입니다(연락: ${CONTACT_EMAIL}, 문의하기 페이지).`,
      ],
    },
    {
      heading: '2. 무엇을 모으나요',
      items: [
        '가입할 때: 아이디, 비밀번호(알아볼 수 없게 바꿔 저장), 닉네임, 생년월일, 성별, 거주 지역(시·군·구)',
        '서비스를 쓰면서 회원이 남기는 것: 담은 직업, 할 일과 메모, 올린 사진(위치 정보 같은 사진 속 정보는 지우고 저장), 프로필 사진, 스크랩한 공고와 과정',
        '동의 기록: 어느 약관의 어느 판에 언제 동의했는지',
        '안전을 위해 잠시: 로그인 시도를 세려고 아이디와 접속 주소(IP)를 15분 단위로 기록',
        '주민등록번호, 전화번호, 주소(시·군·구보다 자세한 것), 이메일은 모으지 않습니다.',
      ],
    },
    {
      heading: '3. 왜 모으나요',
      items: [
        '회원 확인과 로그인, 로그인 유지',
        '할 일과 메모, 스크랩을 저장해 다시 보여 드리기',
        '거주 지역 가까운 공고와 과정 찾기',
        '공개한 할 일을 같은 직업을 준비하는 사람들에게 닉네임, 거주 지역과 함께 보여 주기',
        '비밀번호를 마구 넣어 보는 공격 막기',
      ],
    },
    {
      heading: '4. 얼마나 가지고 있나요',
      paragraphs: [
        '탈퇴할 때까지입니다. 탈퇴하면 회원 정보, 할 일, 메모, 사진, 스크랩, 동의 기록을 바로 지우고 되살릴 수 없습니다. 로그인 시도 기록은 15분이 지나면 쓰지 않습니다.',
      ],
    },
    {
      heading: '5. 다른 곳에 주거나 맡기나요',
      paragraphs: [
        '개인정보를 다른 회사나 기관에 주지 않고(제3자 제공 없음), 처리를 맡기지도 않습니다(위탁 없음). 앞으로 맡기게 되면 맡는 곳과 맡기는 일을 이 방침에 먼저 적고 알립니다. 법원의 영장처럼 법이 정한 경우는 예외입니다.',
      ],
    },
    {
      heading: '6. 회원의 권리와 행사 방법',
      items: [
        '보기: 내 정보 화면에서 가입 정보와 담은 직업을 볼 수 있습니다.',
        '고치기: 닉네임, 비밀번호, 거주 지역, 프로필 사진은 내 정보 화면에서 바꿉니다. 생년월일과 성별은 문의하기로 알려 주세요.',
        '지우기: 내 정보 화면의 회원 탈퇴로 모든 정보를 바로 지웁니다. 할 일과 사진은 하나씩 지울 수도 있습니다.',
        '동의 거두기와 처리 멈추기: 필수 동의는 탈퇴로 거둡니다. 선택 동의(새길 소식)와 그 밖의 요청은 문의하기로 받습니다.',
        '요청에는 10일 안에 답합니다. 대리인을 통해서도 요청할 수 있습니다.',
      ],
    },
    {
      heading: '7. 안전하게 지키는 방법',
      items: [
        '비밀번호는 알아볼 수 없게 바꿔(argon2) 저장하고, 새길 팀도 원래 비밀번호를 알 수 없습니다.',
        '주고받는 내용은 암호화된 연결(HTTPS)로 보냅니다.',
        '비공개 할 일과 그 사진은 본인에게만 보입니다.',
        '로그인 정보(토큰)는 이 기기의 브라우저 저장소에 두며, 로그아웃하면 지웁니다. 광고나 추적을 위한 쿠키는 쓰지 않습니다.',
      ],
    },
    {
      heading: '8. 도움을 받을 수 있는 곳',
      items: [
        // Only numbers read from a dated public page are given (a wrong number sends a member nowhere): 118 from
        // https://m.boannews.com/html/detail.html?idx=53679&kind=2 (보안뉴스, 2017-03-03) and the centre's own form
        // https://privacy.kisa.or.kr/counsel/privacy/report_step00.do (undated, read 2026-11-28).
        '한국인터넷진흥원 개인정보침해 신고센터: 국번 없이 118, privacy.kisa.or.kr (보안뉴스 2017년 3월 3일 기사에서 확인한 번호)',
      ],
    },
    {
      heading: '9. 바뀔 때',
      paragraphs: ['이 방침을 바꿀 때는 시행 7일 전에 공지사항에 알리고, 수집·이용 동의가 바뀌면 다음 로그인 때 다시 동의를 받습니다.'],
    },
  ],
};
