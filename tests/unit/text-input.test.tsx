import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput, type TextInputProps } from '../../src/shared/ui/TextInput.tsx';

/** The text of the elements aria-describedby points at, as a screen reader would read it. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function Controlled(props: Partial<TextInputProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextInput label="아이디" {...props} value={value} onValueChange={setValue} />;
}

describe('TextInput', () => {
  it('labels the field with its title and ties helper text and message to it', () => {
    render(<Controlled helperText="4-20자/영문,숫자 조합" error="4자 이상 입력해주세요" />);
    const input = screen.getByRole('textbox', { name: '아이디' });
    expect(description(input)).toBe('4-20자/영문,숫자 조합 4자 이상 입력해주세요');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('a success message describes the field without marking it invalid', () => {
    render(<Controlled success="사용 가능한 아이디입니다" />);
    const input = screen.getByRole('textbox', { name: '아이디' });
    expect(description(input)).toBe('사용 가능한 아이디입니다');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('the clear-all button appears once there is a value, clears it and returns focus to the field', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.queryByRole('button', { name: '아이디 지우기' })).toBeNull();
    const input = screen.getByRole('textbox', { name: '아이디' });
    await user.type(input, 'saegil');
    await user.click(screen.getByRole('button', { name: '아이디 지우기' }));
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: '아이디 지우기' })).toBeNull();
  });

  it('a password field hides its value until the toggle shows it', async () => {
    const user = userEvent.setup();
    render(<Controlled label="비밀번호" type="password" value="Saegil!2026" />);
    const input = screen.getByLabelText('비밀번호', { selector: 'input' });
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(input.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});
