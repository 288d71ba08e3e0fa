import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegionChoice } from '../../src/shared/regions/regions.ts';
import { RegionPicker } from '../../src/shared/ui/region-picker/RegionPicker.tsx';

// jsdom has no showModal(); the real modal behaviour (inert page, Esc) is covered in the browser tests
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const REGIONS = [
  { regionCode: 11110, regionName: '서울특별시 종로구' },
  { regionCode: 11140, regionName: '서울특별시 중구' },
  { regionCode: 26110, regionName: '부산광역시 중구' },
  { regionCode: 26350, regionName: '부산광역시 해운대구' },
];

function answerRegions(status: number) {
  const body =
    status === 200
      ? { success: true, timestamp: '2026-11-22T09:30:00.000Z', data: REGIONS }
      : { success: false, timestamp: '2026-11-22T09:30:00.000Z', statusCode: 500, code: 'INTERNAL_ERROR', message: '오류' };
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

function renderPicker(value: RegionChoice | null = null) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegionPicker open value={value} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

const districts = () => within(screen.getByRole('region', { name: /시·군·구/ })).getAllByRole('button');

describe('RegionPicker', () => {
  it('is titled 거주지 선택 and lists every district until a city is chosen', async () => {
    answerRegions(200);
    renderPicker();
    expect(screen.getByRole('heading', { name: '거주지 선택' })).toBeTruthy();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: '전체' })).checked).toBe(true);
    expect(districts().map((b) => b.textContent)).toEqual(REGIONS.map((r) => r.regionName));
  });

  it('choosing a city shows its districts; choosing a district reports "city district" and its code', async () => {
    answerRegions(200);
    const user = userEvent.setup();
    const onClose = renderPicker();
    await user.click(await screen.findByRole('radio', { name: '부산광역시' }));
    expect(districts().map((b) => b.textContent)).toEqual(['중구', '해운대구']);
    await user.click(screen.getByRole('button', { name: '해운대구' }));
    expect(onClose).toHaveBeenCalledWith({ regionCode: 26350, regionName: '부산광역시 해운대구' });
  });

  it('opens on the current choice; closing reports it, or nothing when there is none', async () => {
    answerRegions(200);
    const user = userEvent.setup();
    const current = { regionCode: 11140, regionName: '서울특별시 중구' };
    const onClose = renderPicker(current);
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: '서울특별시' })).checked).toBe(true);
    expect(screen.getByRole('button', { name: '중구' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledWith(current);
  });

  it('closing without a choice reports nothing', async () => {
    answerRegions(200);
    const user = userEvent.setup();
    const onClose = renderPicker();
    await screen.findByRole('radio', { name: '전체' });
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('falls back to the built-in seven cities when the region call fails', async () => {
    answerRegions(500);
    renderPicker();
    expect(await screen.findByText('지역 목록을 불러오지 못해 새길에 들어 있는 목록을 보여드려요.')).toBeTruthy();
    const cities = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(cities).toEqual(['전체', '서울특별시', '부산광역시', '인천광역시', '대구광역시', '광주광역시', '대전광역시', '울산광역시']);
    expect(screen.getByRole('button', { name: '울산광역시 울주군' })).toBeTruthy();
  });
});
