// The aptitude questionnaire: three questions in each of the first three steps, then the confirmation step.
// The server scores the chosen option TEXT by keywords, so every option says plainly what it means and no two
// options of a question share their key word. Changing a text here changes recommendations: tell the server team.

export interface Question {
  /** stable name, used for the answer state (the wire uses the running number instead) */
  key: string;
  text: string;
  options: readonly string[];
}

export interface QuestionnaireStep {
  title: string;
  description: string;
  questions: readonly Question[];
}

export const QUESTIONNAIRE: readonly QuestionnaireStep[] = [
  {
    title: '경력',
    description: '지금까지 해 오신 일과 잘하시는 일을 알려 주세요.',
    questions: [
      {
        key: 'pastWork',
        text: '지금까지 가장 오래 해 오신 일은 어느 쪽에 가까운가요?',
        options: [
          '사람을 돌보는 일',
          '아이를 가르치는 일',
          '사무실에서 하는 일',
          '손으로 만드는 일',
          '가게에서 손님을 맞는 일',
          '꾸미고 가꾸는 일',
        ],
      },
      {
        key: 'skills',
        text: '가장 자신 있는 것은 무엇인가요?',
        options: [
          '남의 이야기를 잘 들어 줘요',
          '숫자와 서류 정리를 잘해요',
          '요리와 살림을 잘해요',
          '손재주가 좋아요',
          '동물을 좋아하고 잘 돌봐요',
          '사람들 앞에서 분위기를 잘 띄워요',
        ],
      },
      {
        key: 'peopleOrThings',
        text: '사람을 만나는 일과 물건·자료를 다루는 일 중 어느 쪽이 더 편하세요?',
        options: ['사람을 만나는 일이 편해요', '물건이나 자료를 다루는 일이 편해요', '둘 다 괜찮아요'],
      },
    ],
  },
  {
    title: '근무 조건',
    description: '일하고 싶은 시간, 몸을 쓰는 정도, 바라는 수입을 알려 주세요.',
    questions: [
      {
        key: 'hours',
        text: '언제 일하고 싶으세요?',
        options: [
          '평일 오전만',
          '평일 오후만',
          '평일 낮 시간 내내 (9시~18시)',
          '주말도 괜찮아요',
          '행사가 있을 때만',
          '시간을 자유롭게 정하고 싶어요',
        ],
      },
      {
        key: 'physicalLoad',
        text: '몸을 쓰는 일은 어느 정도가 좋으세요?',
        options: ['가볍게 움직이는 일', '적당히 움직이는 일', '몸을 많이 쓰는 일도 괜찮아요'],
      },
      {
        key: 'income',
        text: '한 달에 어느 정도 벌고 싶으세요?',
        options: ['용돈 정도면 충분해요', '생활비에 보탬이 되면 좋겠어요', '생활비를 넉넉히 벌고 싶어요'],
      },
    ],
  },
  {
    title: '근무 환경',
    description: '함께 일하는 사람, 일의 긴장감, 자격증 준비에 대한 생각을 알려 주세요.',
    questions: [
      {
        key: 'peopleContact',
        text: '일하면서 사람을 얼마나 만나고 싶으세요?',
        options: ['사람을 많이 만나고 싶어요', '몇 사람과 차분히 일하고 싶어요', '혼자 조용히 일하고 싶어요'],
      },
      {
        key: 'stress',
        text: '일하면서 받는 긴장감(스트레스)은 어느 정도까지 괜찮으세요?',
        options: ['긴장되는 일은 피하고 싶어요', '어느 정도는 괜찮아요', '책임이 큰 일도 괜찮아요'],
      },
      {
        key: 'certificate',
        text: '새 일을 위해 자격증을 준비할 생각이 있으세요?',
        options: ['자격증 준비도 괜찮아요', '짧은 교육이라면 괜찮아요', '자격증은 부담돼요'],
      },
    ],
  },
  {
    title: '확인',
    description: '답하신 내용이에요. 고치실 답이 있으면 답 고치기를 눌러 주세요.',
    questions: [],
  },
];
