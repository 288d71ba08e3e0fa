import type { ScrapTrainingRequest } from '#generated/model/scrapTrainingRequest.zod.ts';
import type { TrainingCourse } from '#generated/model/trainingCourse.zod.ts';

/** Spec: training scrap dates are sent with dashes changed to slashes ('2026-12-01' → '2026/12/01'). */
export function toSlashDate(date: string): string {
  return date.replaceAll('-', '/');
}

export function scrapTrainingBody(course: TrainingCourse): ScrapTrainingRequest {
  return {
    trprId: course.trprId,
    trprDegr: course.trprDegr,
    trainstCstId: course.trainstCstId,
    traStartDate: toSlashDate(course.traStartDate),
    traEndDate: toSlashDate(course.traEndDate),
  };
}
