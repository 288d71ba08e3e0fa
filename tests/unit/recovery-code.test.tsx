import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recoverFailureMessage, RECOVER_TEXTS } from '../../src/features/auth/recover/recover-failure.ts';
import { RecoverPage } from '../../src/features/auth/recover/RecoverPage.tsx';
import { ApiError } from '../../src/shared/http/api-error.ts';
import { RecoveryCodePanel } from '../../src/shared/recovery-code/RecoveryCodePanel.tsx';
import {
  codeGroups,
  normalizeRecoveryCode,
  RECOVERY_CODE_TEXTS,
  validateRecoveryCodeInput,
} from '../../src/shared/recovery-code/recovery-code.ts';

const CODE = 'K7PQ-3MXW-9HTD-R4AE-N2JC';

/** The element showing `code`: its text is split into groups, so it is matched on its whole text. */
const codeOnScreen = (code: string) =>
  screen.getByText((_, element) => element?.classList.contains('recovery-code__code') === true && element.textContent === code);

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('recovery code helpers', () => {
  it('splits the code into its five groups of four', () => {
    expect(codeGroups(CODE)).toEqual(['K7PQ', '3MXW', '9HTD', 'R4AE', 'N2JC']);
  });

  it('reads a typed code as the server does: any case, spaces and dashes, full-width letters', () => {
    expect(normalizeRecoveryCode('k7pq 3mxw-9htd–r4ae n2jc')).toBe('K7PQ3MXW9HTDR4AEN2JC');
    expect(normalizeRecoveryCode('Ｋ７ＰＱ')).toBe('K7PQ');
  });

  it('asks for a code, then for all 20 symbols', () => {
    expect(validateRecoveryCodeInput('  ')).toBe(RECOVERY_CODE_TEXTS.required);
    expect(validateRecoveryCodeInput('K7PQ-3MXW')).toBe(RECOVERY_CODE_TEXTS.length);
    expect(validateRecoveryCodeInput('k7pq 3mxw 9htd r4ae n2jc')).toBeNull();
  });
});

describe('RecoveryCodePanel', () => {
  it('shows what the code is for, that it is shown once, the id and the code in five groups', () => {
    const { container } = render(<RecoveryCodePanel code={CODE} loginId="saegil2026" />);
    const panel = within(container);
    expect(panel.getByText(RECOVERY_CODE_TEXTS.purpose)).toBeTruthy();
    expect(panel.getByText(RECOVERY_CODE_TEXTS.onlyOnce)).toBeTruthy();
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    // the groups read as the code, dashes included (for screen readers and copying)
    expect(facts).toEqual({ 아이디: 'saegil2026', '복구 코드': CODE });
    const code = codeOnScreen(CODE);
    expect([...code.children].map((group) => group.textContent)).toEqual(['K7PQ', '-3MXW', '-9HTD', '-R4AE', '-N2JC']);
  });

  it('복사 puts the code on the clipboard and says so; a refused clipboard says to write it down', async () => {
    const user = userEvent.setup();
    render(<RecoveryCodePanel code={CODE} loginId="saegil2026" />);
    const write = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: '복사' }));
    expect(write).toHaveBeenCalledWith(CODE);
    expect(screen.getByRole('status').textContent).toBe(RECOVERY_CODE_TEXTS.copied);
    write.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: '복사' }));
    expect(screen.getByRole('status').textContent).toBe(RECOVERY_CODE_TEXTS.copyFailed);
  });

  it('인쇄하기 prints a sheet with the id and the code only', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<RecoveryCodePanel code={CODE} loginId="saegil2026" />);
    await user.click(screen.getByRole('button', { name: '인쇄하기' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = document.body.querySelector(':scope > .recovery-print');
    expect(sheet?.querySelector('.recovery-print__code')?.textContent).toBe('K7PQ - 3MXW - 9HTD - R4AE - N2JC');
    expect(sheet?.textContent).toContain('saegil2026');
    expect(sheet?.querySelectorAll('a, button, nav')).toHaveLength(0);
  });
});

describe('the recovery screen’s failures', () => {
  it('a wrong id or code adds what to check; too many tries says when to try again; no answer says so', () => {
    const wrong = new ApiError(401, 'RECOVERY_FAILED', '아이디 또는 복구 코드가 일치하지 않습니다.');
    expect(recoverFailureMessage(wrong)).toBe(`아이디 또는 복구 코드가 일치하지 않습니다.\n${RECOVER_TEXTS.wrongCodeHint}`);
    expect(recoverFailureMessage(new ApiError(429, 'RATE_LIMITED', '요청이 너무 많습니다.'))).toBe(RECOVER_TEXTS.rateLimited);
    expect(recoverFailureMessage(ApiError.client('NETWORK_ERROR'))).toBe('네트워크 연결이 원활하지 않습니다. 잠시 후 다시 시도해주세요.');
    const invalid = new ApiError(400, 'VALIDATION_FAILED', '입력한 내용을 다시 확인해주세요.', [
      { field: 'body.newPassword', message: '대문자를 포함해주세요' },
    ]);
    expect(recoverFailureMessage(invalid)).toBe('입력한 내용을 다시 확인해주세요.\n대문자를 포함해주세요');
  });
});

function renderRecoverPage() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/find-account', element: <RecoverPage /> },
      { path: '/login', element: <p>로그인 화면</p> },
    ],
    { initialEntries: ['/find-account'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RecoverPage', () => {
  it('checks every field before sending: the id, the code, the password rules and the confirmation', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderRecoverPage();
    await user.click(screen.getByRole('button', { name: '새 비밀번호로 바꾸기' }));
    expect(screen.getByText('아이디를 입력해주세요.')).toBeTruthy();
    expect(screen.getByText(RECOVERY_CODE_TEXTS.required)).toBeTruthy();
    expect(screen.getByText('8자 이상 입력해주세요')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '아이디' }));
    await user.type(screen.getByLabelText('새 비밀번호', { selector: 'input' }), 'saegil!2027');
    expect(screen.getByText('대문자를 포함해주세요')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the id, the code as typed and the new password; then shows the new code and goes to /login', async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ success: true, timestamp: '2026-11-28T09:30:00.000Z', data: { loginId: 'Saegil2026', recoveryCode: 'W8FN-6GKT-2BQY-HM5R-7XPD' } }),
        { status: 200 },
      ),
    );
    const router = renderRecoverPage();
    await user.type(screen.getByRole('textbox', { name: '아이디' }), 'saegil2026');
    await user.type(screen.getByRole('textbox', { name: '복구 코드' }), 'k7pq 3mxw 9htd r4ae n2jc');
    await user.type(screen.getByLabelText('새 비밀번호', { selector: 'input' }), 'Saegil!2027');
    await user.type(screen.getByLabelText('새 비밀번호 확인', { selector: 'input' }), 'Saegil!2027');
    await user.click(screen.getByRole('button', { name: '새 비밀번호로 바꾸기' }));
    const heading = await screen.findByRole('heading', { level: 2, name: /새 복구 코드를 보관해주세요/ });
    expect(document.activeElement).toBe(heading);
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ loginId: 'saegil2026', recoveryCode: 'k7pq 3mxw 9htd r4ae n2jc', newPassword: 'Saegil!2027' });
    expect(codeOnScreen('W8FN-6GKT-2BQY-HM5R-7XPD')).toBeTruthy();
    const facts = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts['아이디']).toBe('Saegil2026');
    await user.click(screen.getByRole('button', { name: '보관했어요. 로그인하러 가기' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ resetId: 'Saegil2026' });
  });
});
