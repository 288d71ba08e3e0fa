// Seed training courses (work24-like): deterministic, see postings.ts for the rules on dates and seeds.
//
// Coherent as 고용24's own list: an institution (one name) has one address and one number; a course (an institution's
// offer of one template) has one number (trprId), one fee and its rounds (trprDegr) numbered by start date; and within
// a city no two institutions give the same course title (the k-th institution of a city to offer a template writes it
// in its own way, COURSE_TITLE_STYLES; a city with all styles taken adds a round to one of its courses instead).
import { courseProfileOf, ROADS } from './course-vocabulary.ts';
import { courseSearchUrl } from './example-links.ts';
import { BRAND_WORDS } from './posting-vocabulary.ts';
import type { CourseSeed } from './postings.ts';
import { districtOf, type RegionSeed } from './regions.ts';
import { addMonths, DAY_MS, jobSequence, kstDate, makeRng, pickRegion, shortCity, shortDistrict, won, type Rng } from './seed-random.ts';

type CourseTemplate = ReturnType<typeof courseProfileOf>['courses'][number];

interface Institution {
  name: string;
  region: RegionSeed;
  address: string;
  id: string;
}

interface Course {
  trprId: string;
  title: string;
  template: CourseTemplate;
  institution: Institution;
  fee: number;
  yardMan: number;
  /** the round of the earliest start */
  firstRound: number;
}

/** How the institutions of one city write the same course title, so that no two of them look copied: 3 × 3 ways. */
const COURSE_TITLE_STYLES: readonly ((title: string) => string)[] = ['', '[국비지원] ', '(내일배움카드) '].flatMap((before) =>
  ['', ' - 중장년반', ' - 취업연계반'].map((after) => (title: string) => `${before}${title}${after}`),
);

function streetAddress(rng: Rng, region: RegionSeed): string {
  const road = ROADS[region.regionCode] ?? '중앙로';
  const number = rng.int(1, 420);
  const floor = rng.int(2, 7);
  const unit = rng.chance(0.4) ? ` ${floor}0${rng.int(1, 5)}호` : '';
  return `${region.regionName} ${road} ${number}, ${floor}층${unit}`;
}

/** 6-month employment rate and the others: most courses have figures, a new one (about one in five) none yet. */
function outcomes(rng: Rng): Pick<CourseSeed, 'emplRate3' | 'emplRate6' | 'satisfaction'> {
  if (rng.chance(0.2)) return { emplRate3: null, emplRate6: null, satisfaction: null };
  const six = rng.int(180, 820) / 10;
  return { emplRate3: Math.max(5, Math.round((six - rng.int(40, 160) / 10) * 10) / 10), emplRate6: six, satisfaction: rng.int(760, 985) / 10 };
}

const cityOf = (region: RegionSeed) => region.regionName.split(' ')[0] ?? '';

/** Rounds of one course starting within the 90 days, at most (more only when a city has no other room). */
const MAX_ROUNDS = 4;

/**
 * Training courses: jobs and districts spread like the postings, starting within the next 90 days.
 * trprIds are unique per course ('AIG' + 14 digits), a course's rounds share it; an institution has one trainstCstId.
 */
export function generateCourses(count: number, today: Date, seed = 2): CourseSeed[] {
  const rng = makeRng(seed, today);
  const jobs = jobSequence(rng, count);
  const institutions = new Map<string, Institution>();
  const courses = new Map<string, Course>();
  /** a city's courses of one template (one per institution), in the order they were opened */
  const inCity = new Map<string, Course[]>();

  /** The institution a name template gives in the region: named once, it stays where it was first placed. */
  function institutionFor(template: string, region: RegionSeed): Institution {
    const city = cityOf(region);
    let name = template
      .replace('{c}', shortCity(city))
      .replace('{d}', shortDistrict(districtOf(region.regionName)))
      .replace('{b}', rng.pick(BRAND_WORDS));
    const found = institutions.get(name);
    // a name without its city ('한국늘봄요양보호사교육원') seen in another city: that city's branch
    if (found && cityOf(found.region) !== city) name = `${name} ${shortCity(city)}캠퍼스`;
    const institution = institutions.get(name) ?? {
      name,
      region,
      address: streetAddress(rng, region),
      id: `500020${String(institutions.size + 1).padStart(5, '0')}`,
    };
    institutions.set(name, institution);
    return institution;
  }

  const roundsOf = new Map<Course, number>();
  const startsOf = new Map<Course, Set<number>>();

  /** A new course of the template at the institution, written in the city's next style (null: all styles taken). */
  function openCourse(template: CourseTemplate, institution: Institution, offered: Course[]): Course | null {
    if (offered.length >= COURSE_TITLE_STYLES.length) return null;
    const year = rng.chance(0.3) ? 2025 : 2026;
    // Increasing serial with a random gap keeps the ids unique and realistic-looking.
    const serial = 300_000 + courses.size * 37 + rng.int(0, 36);
    const course: Course = {
      trprId: `AIG${year}${String(serial).padStart(10, '0')}`,
      title: COURSE_TITLE_STYLES[offered.length]!(template.title),
      template,
      institution,
      fee: Math.round(rng.int(template.fee[0], template.fee[1]) / 10_000) * 10_000,
      // Some courses show no headcount (badge hidden when zero).
      yardMan: rng.chance(0.2) ? 0 : rng.int(10, 40),
      firstRound: rng.int(1, 8),
    };
    courses.set(`${institution.name}|${template.title}`, course);
    offered.push(course);
    return course;
  }

  /**
   * The course a round of the job in the region belongs to: an institution's course with room for another round, or
   * a new one; when the city has no room left (many rounds asked of a small list), its least-run course of the template.
   */
  function courseFor(jobName: string, region: RegionSeed): Course {
    const profile = courseProfileOf(jobName);
    let offered: Course[] = [];
    for (let tries = 0; tries < 10; tries++) {
      const template = rng.pick(profile.courses);
      const institution = institutionFor(rng.pick(profile.institutions), region);
      const cityKey = `${cityOf(institution.region)}|${template.title}`;
      offered = inCity.get(cityKey) ?? [];
      inCity.set(cityKey, offered);
      const known = courses.get(`${institution.name}|${template.title}`);
      if (known && (roundsOf.get(known) ?? 0) < MAX_ROUNDS) return known;
      const opened = known ? null : openCourse(template, institution, offered);
      if (opened) return opened;
    }
    return offered.reduce((least, course) => ((roundsOf.get(course) ?? 0) < (roundsOf.get(least) ?? 0) ? course : least));
  }

  const rounds: { course: Course; start: Date; seed: Omit<CourseSeed, 'trprDegr'> }[] = [];
  for (let i = 0; i < count; i++) {
    const jobName = jobs[i]!;
    const course = courseFor(jobName, pickRegion(rng));
    roundsOf.set(course, (roundsOf.get(course) ?? 0) + 1);
    const { template, institution } = course;
    // two rounds of one course never start the same day (they would read as one course listed twice)
    const started = startsOf.get(course) ?? new Set<number>();
    let startDay = rng.int(0, 90);
    for (let tries = 0; tries < 10 && started.has(startDay); tries++) startDay = rng.int(0, 90);
    startsOf.set(course, started.add(startDay));
    const traStartDate = kstDate(today, startDay);
    let traEndDate: Date;
    let traDuration: string;
    if (template.months !== undefined) {
      traEndDate = new Date(addMonths(traStartDate, template.months).getTime() - DAY_MS);
      traDuration = `${template.months}개월`;
    } else {
      const weeks = template.weeks ?? 4;
      traEndDate = new Date(traStartDate.getTime() + (weeks * 7 - 1) * DAY_MS);
      traDuration = `${weeks}주`;
    }
    rounds.push({
      course,
      start: traStartDate,
      seed: {
        trprId: course.trprId,
        trainstCstId: institution.id,
        title: course.title,
        subTitle: institution.name,
        jobName,
        regionCode: institution.region.regionCode,
        address: institution.address,
        realMan: won(course.fee),
        type: template.type,
        traStartDate,
        traEndDate,
        traDuration,
        yardMan: course.yardMan,
        titleLink: courseSearchUrl(jobName),
        ...outcomes(rng),
      },
    });
  }

  // A course's rounds are numbered in the order they start (ties in the order they were drawn).
  const order = rounds.map((round, index) => ({ ...round, index }));
  order.sort((a, b) => a.start.getTime() - b.start.getTime() || a.index - b.index);
  const next = new Map<Course, number>();
  const degree = new Map<number, string>();
  for (const { course, index } of order) {
    const round = next.get(course) ?? course.firstRound;
    next.set(course, round + 1);
    degree.set(index, String(round));
  }
  return rounds.map(({ seed }, index) => ({ ...seed, trprDegr: degree.get(index)! }));
}
