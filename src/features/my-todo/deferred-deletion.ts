// Deleting a to-do removes it from the list at once and offers undo in a toast. The DELETE call is sent only when
// that toast's time is up (or the page is left), so an undone to-do never leaves the server: it keeps its place,
// its completion state, its memo and its images, which a re-add could not restore. The toast owns the time; this
// keeps what is waiting.

interface DeferredDeletionOptions<Id> {
  /** sends the deletion; a rejection brings the item back */
  commit: (id: Id, { leaving }: { leaving: boolean }) => Promise<unknown>;
  /** the ids hidden from the list (waiting or being deleted) changed */
  onChange: (hidden: ReadonlySet<Id>) => void;
  onCommitted?: (id: Id) => void;
  onFailed?: (id: Id) => void;
}

export interface DeferredDeletion<Id> {
  /** hides the item; nothing is sent yet */
  remove: (id: Id) => void;
  /** true when the id was still waiting (and is now back) */
  undo: (id: Id) => boolean;
  /** the undo window closed: send this deletion */
  confirm: (id: Id) => void;
  /** send every waiting deletion now (the member leaves the page) */
  flush: () => void;
  hidden: () => ReadonlySet<Id>;
}

export function createDeferredDeletion<Id>({
  commit,
  onChange,
  onCommitted,
  onFailed,
}: DeferredDeletionOptions<Id>): DeferredDeletion<Id> {
  const waiting = new Set<Id>();
  const sending = new Set<Id>();
  const hidden = () => new Set<Id>([...waiting, ...sending]);
  const changed = () => onChange(hidden());

  const send = (id: Id, leaving: boolean) => {
    if (!waiting.delete(id)) return;
    sending.add(id);
    commit(id, { leaving }).then(
      () => {
        sending.delete(id);
        onCommitted?.(id);
        changed();
      },
      () => {
        sending.delete(id);
        onFailed?.(id);
        changed();
      },
    );
  };

  return {
    remove(id) {
      if (waiting.has(id) || sending.has(id)) return;
      waiting.add(id);
      changed();
    },
    undo(id) {
      if (!waiting.delete(id)) return false;
      changed();
      return true;
    },
    confirm: (id) => send(id, false),
    flush() {
      for (const id of [...waiting]) send(id, true);
    },
    hidden,
  };
}

/** The list as shown: the server's order, without the hidden items (so an undone item is back where it was). */
export function visibleTodos<T extends { todoId: number }>(todos: readonly T[], hidden: ReadonlySet<number>): T[] {
  return todos.filter((todo) => !hidden.has(todo.todoId));
}
