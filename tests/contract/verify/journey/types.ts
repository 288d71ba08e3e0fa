// What each part of the journey hands on to the later ones.
import type { accounts } from './accounts.ts';
import type { catalogue } from './catalogue.ts';
import type { todos } from './todos.ts';

export type Accounts = Awaited<ReturnType<typeof accounts>>;
export type Catalogue = Awaited<ReturnType<typeof catalogue>>;
export type Todos = Awaited<ReturnType<typeof todos>>;
