import type { SavedJobOption } from '#generated/model/savedJobOption.zod.ts';
import type { TodoGroup } from '#generated/model/todoGroup.zod.ts';

/** Spec: the selected job defaults to the member's own group, otherwise the first chosen job. */
export function defaultTodoGroupId(own: TodoGroup | undefined, jobs: readonly SavedJobOption[]): number | null {
  return own?.todoGroupId ?? jobs[0]?.todoGroupId ?? null;
}

/** The dropdown's jobs; the own group joins them when the job list failed (a failure counts as an empty list). */
export function jobOptions(own: TodoGroup | undefined, jobs: readonly SavedJobOption[]): { value: number; label: string }[] {
  const options = jobs.map((job) => ({ value: job.todoGroupId, label: job.jobName }));
  if (own?.todoGroupId && own.jobName && !options.some((o) => o.value === own.todoGroupId))
    options.unshift({ value: own.todoGroupId, label: own.jobName });
  return options;
}
