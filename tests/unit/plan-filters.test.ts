import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECRUIT_SEARCH,
  readRecruitAddress,
  recruitListParams,
  recruitSearchReducer,
  type RecruitSearchAction,
  type RecruitSearchState,
  writeRecruitAddress,
} from '../../src/features/recruit/recruit-filter.ts';
import {
  DEFAULT_TRAINING_SEARCH,
  readTrainingAddress,
  trainingListParams,
  trainingSearchReducer,
  writeTrainingAddress,
} from '../../src/features/training/training-filter.ts';
import { chooseCity, chooseDistrict, NO_PLACE, placeFilterValue, placeLabel, toggleChoice } from '../../src/features/search-kit/choice.ts';
import { JOB_NAMES } from '../../src/features/search-kit/job-names.ts';

const run = (actions: RecruitSearchAction[], from: RecruitSearchState = DEFAULT_RECRUIT_SEARCH) =>
  actions.reduce(recruitSearchReducer, from);

describe('filter choices', () => {
  it('choosing the same choice again clears it', () => {
    expect(toggleChoice(null, '바리스타')).toBe('바리스타');
    expect(toggleChoice('바리스타', '바리스타')).toBeNull();
    expect(toggleChoice('바리스타', '보육교사')).toBe('보육교사');
  });

  it('a different city clears the district; the same city again clears the place', () => {
    const seoul = chooseCity(NO_PLACE, '서울특별시');
    expect(seoul).toEqual({ city: '서울특별시', district: null });
    const jongno = chooseDistrict(seoul, '종로구');
    expect(jongno).toEqual({ city: '서울특별시', district: '종로구' });
    expect(chooseCity(jongno, '부산광역시')).toEqual({ city: '부산광역시', district: null });
    expect(chooseCity(jongno, '서울특별시')).toEqual(NO_PLACE);
    expect(chooseDistrict(jongno, '종로구')).toEqual({ city: '서울특별시', district: null });
    expect(chooseDistrict(NO_PLACE, '종로구')).toEqual(NO_PLACE); // no district without a city
  });

  it('sends the city alone or city and district, and labels them', () => {
    expect(placeFilterValue(NO_PLACE)).toBeUndefined();
    expect(placeFilterValue({ city: '서울특별시', district: null })).toBe('서울특별시');
    expect(placeFilterValue({ city: '서울특별시', district: '종로구' })).toBe('서울특별시 종로구');
    expect(placeLabel(NO_PLACE)).toBeNull();
    expect(placeLabel({ city: '서울특별시', district: null })).toBe('서울특별시 전체');
  });
});

describe('recruitment filter state', () => {
  it('defaults: the first of the 20 job types, no place, 마감 임박순', () => {
    expect(JOB_NAMES).toHaveLength(20);
    expect(DEFAULT_RECRUIT_SEARCH).toEqual({ job: '요양보호사', place: NO_PLACE, age: '전체', sortBy: '마감 임박순', page: 0 });
    expect(recruitListParams(DEFAULT_RECRUIT_SEARCH)).toEqual({ pageNum: 0, count: 10, sortBy: '마감 임박순', keyWord: '요양보호사' });
  });

  it('same job again clears it (all jobs), a different job replaces it', () => {
    const cleared = run([{ type: 'chooseJob', job: '요양보호사' }]);
    expect(cleared.job).toBeNull();
    expect(recruitListParams(cleared)).not.toHaveProperty('keyWord');
    expect(run([{ type: 'chooseJob', job: '바리스타' }]).job).toBe('바리스타');
  });

  it('city, district, a different city, tag removal, reset', () => {
    const district = run([
      { type: 'chooseCity', city: '서울특별시' },
      { type: 'chooseDistrict', district: '종로구' },
    ]);
    expect(recruitListParams(district).locationName).toBe('서울특별시 종로구');
    const busan = recruitSearchReducer(district, { type: 'chooseCity', city: '부산광역시' });
    expect(busan.place).toEqual({ city: '부산광역시', district: null });
    expect(recruitSearchReducer(busan, { type: 'removePlace' }).place).toEqual(NO_PLACE);
    expect(recruitSearchReducer(busan, { type: 'removeJob' }).job).toBeNull();
    const changed = run([{ type: 'sort', sortBy: '마감 여유순' }, { type: 'chooseJob', job: '바리스타' }], busan);
    expect(recruitSearchReducer(changed, { type: 'reset' })).toEqual(DEFAULT_RECRUIT_SEARCH);
  });

  it('every filter change goes back to the first page', () => {
    const onPage3 = run([{ type: 'page', page: 3 }]);
    expect(recruitSearchReducer(onPage3, { type: 'chooseJob', job: '바리스타' }).page).toBe(0);
    expect(recruitSearchReducer(onPage3, { type: 'chooseCity', city: '서울특별시' }).page).toBe(0);
    expect(recruitSearchReducer(onPage3, { type: 'sort', sortBy: '마감 여유순' }).page).toBe(0);
    expect(recruitSearchReducer(onPage3, { type: 'sort', sortBy: '마감 임박순' }).page).toBe(3); // no change
  });

  it('나이 제한 없는 공고만 asks the list for noAgeLimit, goes back to the first page and is in the address as ?age=free (issue 24)', () => {
    const onPage3 = run([{ type: 'page', page: 3 }]);
    const free = recruitSearchReducer(onPage3, { type: 'chooseAge', age: '나이 제한 없는 공고만' });
    expect(free.page).toBe(0);
    expect(recruitListParams(free)).toMatchObject({ noAgeLimit: true });
    expect(recruitListParams(DEFAULT_RECRUIT_SEARCH)).not.toHaveProperty('noAgeLimit');
    expect(writeRecruitAddress(free).get('age')).toBe('free');
    expect(recruitSearchReducer(free, { type: 'reset' })).toEqual(DEFAULT_RECRUIT_SEARCH);
  });

  it('a region and job handed over from home (?location=&job=) are preselected; no job with a region means all jobs', () => {
    const read = (query: string) => readRecruitAddress(new URLSearchParams(query));
    expect(read(`location=${encodeURIComponent('서울특별시 종로구')}`)).toMatchObject({ place: { city: '서울특별시', district: '종로구' }, job: null });
    expect(read('location=부산광역시&job=바리스타')).toMatchObject({ place: { city: '부산광역시', district: null }, job: '바리스타' });
    expect(read('job=요양보호사')).toEqual(DEFAULT_RECRUIT_SEARCH);
    expect(read(`location=${encodeURIComponent('제주특별자치도 제주시')}&job=요리사`)).toEqual(DEFAULT_RECRUIT_SEARCH);
    expect(read('')).toEqual(DEFAULT_RECRUIT_SEARCH);
  });

  it('the address holds every state and reads back the same (issue 25: Back, Forward and another tab keep the search)', () => {
    const states: RecruitSearchState[] = [
      DEFAULT_RECRUIT_SEARCH,
      run([{ type: 'chooseJob', job: '요양보호사' }]), // all jobs, nowhere in particular
      run([{ type: 'chooseCity', city: '서울특별시' }]),
      run([{ type: 'chooseJob', job: '요양보호사' }, { type: 'chooseCity', city: '서울특별시' }, { type: 'chooseDistrict', district: '노원구' }]),
      run([{ type: 'chooseJob', job: '바리스타' }, { type: 'sort', sortBy: '최신 등록순' }, { type: 'page', page: 10 }]),
      run([{ type: 'chooseAge', age: '나이 제한 없는 공고만' }]),
    ];
    for (const state of states) expect(readRecruitAddress(writeRecruitAddress(state))).toEqual(state);
    expect(writeRecruitAddress(DEFAULT_RECRUIT_SEARCH).toString()).toBe('');
    expect(writeRecruitAddress(states[1]!).get('job')).toBe('전체');
    expect(Object.fromEntries(writeRecruitAddress(states[4]!))).toEqual({ job: '바리스타', sort: '최신 등록순', page: '11' });
    expect(readRecruitAddress(new URLSearchParams('sort=아무거나&page=0'))).toEqual(DEFAULT_RECRUIT_SEARCH);
  });
});

describe('training filter state', () => {
  it('defaults: all jobs, no place, both course types (전체: no type sent), 개강 빠른순', () => {
    expect(DEFAULT_TRAINING_SEARCH.type).toBe('전체');
    expect(trainingListParams(DEFAULT_TRAINING_SEARCH)).toEqual({
      pageNum: 0,
      pageSize: 10,
      sortBy: '개강 빠른순',
    });
  });

  it('the type is always one of the three; same job again clears; reset', () => {
    let state = trainingSearchReducer(DEFAULT_TRAINING_SEARCH, { type: 'chooseType', courseType: '실습 위주' });
    expect(state.type).toBe('실습 위주');
    expect(trainingSearchReducer(state, { type: 'chooseType', courseType: '실습 위주' }).type).toBe('실습 위주');
    expect(trainingListParams(state).type).toBe('실습 위주');
    expect(trainingSearchReducer(state, { type: 'removeType' }).type).toBe('전체');
    state = trainingSearchReducer(state, { type: 'chooseJob', job: '바리스타' });
    expect(trainingListParams(state).jobName).toBe('바리스타');
    expect(trainingSearchReducer(state, { type: 'chooseJob', job: '바리스타' }).job).toBeNull();
    state = trainingSearchReducer(state, { type: 'chooseCity', city: '대구광역시' });
    state = trainingSearchReducer(state, { type: 'chooseDistrict', district: '수성구' });
    expect(trainingListParams(state).regionName).toBe('대구광역시 수성구');
    expect(trainingSearchReducer(state, { type: 'chooseCity', city: '울산광역시' }).place.district).toBeNull();
    expect(trainingSearchReducer(state, { type: 'reset' })).toEqual(DEFAULT_TRAINING_SEARCH);
    expect(readTrainingAddress(writeTrainingAddress(state))).toEqual(state);
    expect(Object.fromEntries(writeTrainingAddress(state))).toEqual({ job: '바리스타', location: '대구광역시 수성구', type: '실습 위주' });
    expect(writeTrainingAddress(DEFAULT_TRAINING_SEARCH).toString()).toBe('');
    expect(readTrainingAddress(new URLSearchParams('type=전체'))).toEqual(DEFAULT_TRAINING_SEARCH);
  });
});
