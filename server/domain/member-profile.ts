// The columns of a new member's profile step (the spec's sign-up and the 카카오·네이버 sign-up alike).
import type { members } from '../db/schema.ts';

type ProfileColumns = Pick<typeof members.$inferInsert, 'nickname' | 'birthDate' | 'gender' | 'regionCode'>;

/** The profile as sent (birth date 'YYYY/MM/DD') → its columns (a date 'YYYY-MM-DD'). */
export function profileColumns(body: { nickName: string; birthDate: string; gender: string; regionCode: number | null }): ProfileColumns {
  return { nickname: body.nickName, birthDate: body.birthDate.replaceAll('/', '-'), gender: body.gender, regionCode: body.regionCode };
}
