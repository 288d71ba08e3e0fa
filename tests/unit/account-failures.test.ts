import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/shared/http/api-error.ts';
import {
  imageDeleteFailure,
  jobRemovalFailure,
  nicknameChangeFailure,
  passwordChangeFailure,
  regionChangeFailure,
  uploadFailure,
  withdrawFailure,
} from '../../src/features/account/account-failures.ts';
import { loginFailureMessage } from '../../src/features/auth/login/login-failure.ts';

const serverRefusal = new ApiError(409, 'DUPLICATE_NICKNAME', '이미 사용 중인 닉네임입니다.');
const validation = new ApiError(400, 'VALIDATION_FAILED', '입력한 내용을 다시 확인해주세요.', [
  { field: 'body.newRegionCode', message: '존재하지 않는 지역입니다.' },
]);
const successFalse = ApiError.client('RESPONSE_SHAPE_MISMATCH', 200);
const offline = ApiError.client('NETWORK_ERROR');
const brokenGateway = ApiError.client('UNKNOWN_ERROR', 502);

describe('the account page’s error catalogue (spec 8)', () => {
  it('nickname: the server message, else 실패, and 오류 when the request itself failed', () => {
    expect(nicknameChangeFailure(serverRefusal)).toBe('이미 사용 중인 닉네임입니다.');
    expect(nicknameChangeFailure(successFalse)).toBe('닉네임 변경에 실패했습니다.');
    expect(nicknameChangeFailure(offline)).toBe('닉네임 변경 중 오류가 발생했습니다.');
    expect(nicknameChangeFailure(brokenGateway)).toBe('닉네임 변경 중 오류가 발생했습니다.');
    expect(nicknameChangeFailure(new Error('boom'))).toBe('닉네임 변경 중 오류가 발생했습니다.');
  });

  it('region: refused vs request failure, with the server’s reason under it', () => {
    expect(regionChangeFailure(validation)).toBe('거주지 변경에 실패했습니다.\n입력한 내용을 다시 확인해주세요.\n존재하지 않는 지역입니다.');
    expect(regionChangeFailure(successFalse)).toBe('거주지 변경에 실패했습니다.');
    expect(regionChangeFailure(offline)).toBe('지역 변경 실패');
  });

  it('password, jobs and withdrawal keep the spec text first', () => {
    expect(passwordChangeFailure(successFalse)).toBe('비밀번호 변경에 실패했습니다.');
    expect(passwordChangeFailure(validation).split('\n')[0]).toBe('비밀번호 변경에 실패했습니다.');
    expect(jobRemovalFailure(offline)).toBe('직업을 변경하는데 에러가 발생했습니다.');
    expect(withdrawFailure(new ApiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.'))).toBe(
      '탈퇴에 실패했습니다. 다시 시도해주세요.\n일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.',
    );
  });

  it('profile image: no URL in a success answer, refusals, and delete failures', () => {
    expect(uploadFailure(successFalse)).toBe('업로드는 되었지만 이미지 URL을 받지 못했습니다.');
    expect(uploadFailure(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'JPG, PNG, WEBP 이미지만 올릴 수 있습니다.'))).toBe(
      '이미지를 올리지 못했어요.\nJPG, PNG, WEBP 이미지만 올릴 수 있습니다.',
    );
    expect(imageDeleteFailure(new ApiError(500, 'INTERNAL_ERROR', '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.')).split('\n')[0]).toBe(
      '이미지 삭제에 실패했습니다.',
    );
    expect(imageDeleteFailure(offline)).toBe('이미지 삭제에 에러가 발생했습니다.');
  });

  it('login: the server message for a refused login, the spec text when success is not true', () => {
    expect(loginFailureMessage(new ApiError(401, 'LOGIN_FAILED', '아이디 또는 비밀번호가 일치하지 않습니다.'))).toBe(
      '아이디 또는 비밀번호가 일치하지 않습니다.',
    );
    expect(loginFailureMessage(successFalse)).toBe('로그인에 실패했습니다. 다시 시도해주세요.');
    expect(loginFailureMessage(new Error('x'))).toBe('로그인에 실패했습니다. 다시 시도해주세요.');
  });
});
