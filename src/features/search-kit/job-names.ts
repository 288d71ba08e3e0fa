import { JobName } from '#generated/model/jobName.zod.ts';

export type JobNameValue = (typeof JobName.options)[number];

/** The spec's 20 job types in the contract's order (the first is the recruitment search's default). */
export const JOB_NAMES: readonly JobNameValue[] = JobName.options;
