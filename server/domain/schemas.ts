// The contract's shapes used by the career areas, by their names in openapi.yaml.
import type { components } from '../../generated/openapi.d.ts';

type Schemas = components['schemas'];

export type JobName = Schemas['JobName'];
export type JobDetailView = Schemas['JobDetail'];
export type TodoView = Schemas['Todo'];
export type TodoGroupView = Schemas['TodoGroup'];
export type TodoDetailView = Schemas['TodoDetail'];
export type DreamerCardView = Schemas['DreamerCard'];
export type RecruitPostingView = Schemas['RecruitPosting'];
export type TrainingCourseView = Schemas['TrainingCourse'];
export type ScrappedRecruitView = Schemas['ScrappedRecruit'];
export type ScrappedTrainingView = Schemas['ScrappedTraining'];

/** Job names come from the seeded jobs table, which holds exactly the contract's 20 names. */
export const asJobName = (name: string) => name as JobName;
