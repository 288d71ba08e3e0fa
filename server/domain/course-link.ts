// Whether a course is an example and where it links. An example (seeded, source 'seed') links to 고용24's course search
// for its job: databases seeded before decision 0014 hold made-up 고용24 course ids in title_link, so the link is made
// here rather than read.
import type { trainingCourses } from '../db/schema.ts';
import { courseSearchUrl, isExampleSource } from '../seed/example-links.ts';

type CourseRow = typeof trainingCourses.$inferSelect;

export function courseLink(row: Pick<CourseRow, 'source' | 'jobName' | 'titleLink'>): { isExample: boolean; titleLink: string } {
  const isExample = isExampleSource(row.source);
  return { isExample, titleLink: isExample ? courseSearchUrl(row.jobName) : row.titleLink };
}
