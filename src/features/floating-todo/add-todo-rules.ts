export interface AddTodoState {
  loggedIn: boolean;
  todoGroupId: number | null;
  title: string;
  /** the member has at least one saved job (a to-do group to add to) */
  hasGroup: boolean;
}

/** Spec sections 4-5: the add button works only when logged in, with a job group chosen and non-blank text. */
export function canAddTodo({ loggedIn, todoGroupId, title, hasGroup }: AddTodoState): boolean {
  return loggedIn && todoGroupId !== null && title.trim().length > 0 && hasGroup;
}
