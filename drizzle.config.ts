import { defineConfig } from 'drizzle-kit';

// `npm run db:migration` turns server/db/schema.ts into the next numbered SQL migration in server/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
