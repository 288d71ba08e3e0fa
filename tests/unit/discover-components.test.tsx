import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FloatingTodoPanel } from '../../src/features/floating-todo/FloatingTodoPanel.tsx';
import { YoutubeEmbed } from '../../src/shared/media/YoutubeEmbed.tsx';
import { ToastProvider } from '../../src/shared/ui/toast.tsx';

beforeAll(() => {
  // jsdom has no modal dialogs; the in-page alerts only need open/close
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => vi.unstubAllGlobals());

const envelope = (data: unknown) => ({ success: true, timestamp: '2026-11-22T09:30:00.000Z', data });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>
  );
}

function loggedIn() {
  localStorage.setItem('accessToken', 'token');
}

describe('YoutubeEmbed', () => {
  it('embeds the player, links out in a new tab, and offers delete only when asked', async () => {
    const onDelete = vi.fn();
    const { rerender } = render(<YoutubeEmbed link="https://youtu.be/dQw4w9WgXcQ" title="교육원 후기" onDelete={onDelete} />);
    expect(screen.getByTitle('유튜브 영상: 교육원 후기')).toHaveProperty('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const open = screen.getByRole('link', { name: /^브라우저에서 열기 ?\(새 창\)$/ });
    expect(open.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(open.getAttribute('target')).toBe('_blank');
    await userEvent.click(screen.getByRole('button', { name: '영상 삭제' }));
    expect(onDelete).toHaveBeenCalledOnce();

    rerender(<YoutubeEmbed link="https://www.youtube.com/shorts/dQw4w9WgXcQ" />);
    expect(screen.queryByRole('button', { name: '영상 삭제' })).toBeNull();
  });

  it('renders nothing for a link that is not a YouTube video', () => {
    const { container } = render(<YoutubeEmbed link="https://example.com/video" />);
    expect(container.innerHTML).toBe('');
  });
});

describe('FloatingTodoPanel', () => {
  it('keeps 추가하기 disabled until a job is chosen and the text is not blank, then adds and closes', async () => {
    loggedIn();
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        if (url.endsWith('/v1/my-dream/todo/jobs')) return json(envelope([{ todoGroupId: 31, jobName: '바리스타' }]));
        return json(envelope({ todoId: 9, title: '카페 실습 알아보기', completed: false, isMemoExist: false, isPublic: false }));
      }),
    );
    const onClose = vi.fn();
    render(wrap(<FloatingTodoPanel id="panel" onClose={onClose} />));

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: '할 일 추가' }));
    const add = screen.getByRole('button', { name: '추가하기' });
    expect(add).toHaveProperty('disabled', true);
    await screen.findByRole('option', { name: '바리스타' });
    await userEvent.type(screen.getByRole('textbox', { name: '할 일' }), '   ');
    expect(add).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: '할 일' }), '카페 실습 알아보기');
    expect(add).toHaveProperty('disabled', false);
    await userEvent.click(add);

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post?.url).toBe('/v1/my-dream/todo-group/31');
    expect((post?.init?.body as FormData).get('todoTitle')).toBe('카페 실습 알아보기');
    expect(await screen.findByText('할 일을 추가했어요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '나의 할 일로 가기' }).getAttribute('href')).toBe('/mytodo');
  });

  it('alerts todoGroupId가 없습니다. when the form is sent without a job group', async () => {
    loggedIn();
    vi.stubGlobal('fetch', vi.fn(async () => json(envelope([]))));
    render(wrap(<FloatingTodoPanel id="panel" onClose={vi.fn()} />));
    await screen.findByText(/아직 담은 직업이 없어요/);
    expect(screen.getByRole('button', { name: '추가하기' })).toHaveProperty('disabled', true);
    screen.getByRole('button', { name: '추가하기' }).closest('form')?.requestSubmit();
    expect(await screen.findByText('todoGroupId가 없습니다.')).toBeTruthy();
  });

  it('treats a failed job list as empty and shows the add failure as an alert, keeping the text', async () => {
    loggedIn();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST')
          return json({ success: false, timestamp: '2026-11-22T09:30:00.000Z', statusCode: 500, code: 'INTERNAL_ERROR', message: '오류' }, 500);
        return json(envelope([{ todoGroupId: 12, jobName: '요양보호사' }]));
      }),
    );
    const onClose = vi.fn();
    render(wrap(<FloatingTodoPanel id="panel" onClose={onClose} />));
    await screen.findByRole('option', { name: '요양보호사' });
    await userEvent.type(screen.getByRole('textbox', { name: '할 일' }), '교육원 상담');
    await userEvent.click(screen.getByRole('button', { name: '추가하기' }));
    expect(await screen.findByText('할 일 추가에 실패했습니다. 다시 시도해주세요.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: '할 일' })).toHaveProperty('value', '교육원 상담');
  });

  it('closes on Escape', async () => {
    loggedIn();
    vi.stubGlobal('fetch', vi.fn(async () => json(envelope([]))));
    const onClose = vi.fn();
    render(wrap(<FloatingTodoPanel id="panel" onClose={onClose} />));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
