// Seed training courses (work24-like): deterministic, see postings.ts for the rules on dates and seeds.
import { courseProfileOf, ROADS } from './course-vocabulary.ts';
import { courseSearchUrl } from './example-links.ts';
import { BRAND_WORDS } from './posting-vocabulary.ts';
import type { CourseSeed } from './postings.ts';
import { districtOf, type RegionSeed } from './regions.ts';
import { addMonths, DAY_MS, hashString, jobSequence, kstDate, makeRng, pickRegion, shortCity, shortDistrict, won, type Rng } from './seed-random.ts';


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

/**
 * Training courses: jobs and districts spread like the postings, starting within the next 90 days.
 * trprIds are unique ('AIG' + 14 digits); the same institution always has the same trainstCstId.
 */
export function generateCourses(count: number, today: Date, seed = 2): CourseSeed[] {
  const rng = makeRng(seed, today);
  const jobs = jobSequence(rng, count);
  const courses: CourseSeed[] = [];
  for (let i = 0; i < count; i++) {
    const jobName = jobs[i]!;
    const profile = courseProfileOf(jobName);
    const region = pickRegion(rng);
    const city = region.regionName.split(' ')[0] ?? '';
    const district = districtOf(region.regionName);
    const subTitle = rng
      .pick(profile.institutions)
      .replace('{c}', shortCity(city))
      .replace('{d}', shortDistrict(district))
      .replace('{b}', rng.pick(BRAND_WORDS));
    const template = rng.pick(profile.courses);
    const year = rng.chance(0.3) ? 2025 : 2026;
    // Increasing serial with a random gap keeps the ids unique and realistic-looking.
    const serial = 300_000 + i * 37 + rng.int(0, 36);
    const trprId = `AIG${year}${String(serial).padStart(10, '0')}`;
    const trprDegr = String(rng.int(1, 12));
    const trainstCstId = `500020${String(hashString(`${subTitle}|${region.regionCode}`) % 100_000).padStart(5, '0')}`;
    const traStartDate = kstDate(today, rng.int(0, 90));
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
    const fee = Math.round(rng.int(template.fee[0], template.fee[1]) / 10_000) * 10_000;
    courses.push({
      trprId,
      trprDegr,
      trainstCstId,
      title: template.title,
      subTitle,
      jobName,
      regionCode: region.regionCode,
      address: streetAddress(rng, region),
      realMan: won(fee),
      type: template.type,
      traStartDate,
      traEndDate,
      traDuration,
      // Some courses show no headcount (badge hidden when zero).
      yardMan: rng.chance(0.2) ? 0 : rng.int(10, 40),
      titleLink: courseSearchUrl(jobName),
      ...outcomes(rng),
    });
  }
  return courses;
}
