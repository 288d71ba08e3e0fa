// Facts the service states (places, addresses, phone numbers, hours): one format, kept as JSON files in this folder.
// Every fact names the public page it was read from and that page's date, and a date by which someone must read
// the page again. loadFacts() reads the folder on every call (re-loadable without a restart) and refuses a file
// holding a fact without a source, a bad date or a region code the project does not know. Format: ./README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { JOBS } from '../jobs.ts';
import { REGIONS } from '../regions.ts';

/** This folder: the JSON files next to this module are the facts. */
export const FACTS_DIR = fileURLToPath(new URL('.', import.meta.url));

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD 형식의 날짜여야 합니다 (must be a YYYY-MM-DD date)')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, '없는 날짜입니다 (not a real date)');

/**
 * Where a fact was read. checkedOn is the 기준일: the page's own date when it shows one (PAGE), else the date in the
 * page's address (URL, e.g. a press article's /2018/09/14/), else the day it was read (READ). readOn is always the
 * day someone read the page for this data.
 */
export const SourceSchema = z
  .object({
    url: z.string().regex(/^https?:\/\/\S+$/, 'http(s) 주소여야 합니다 (must be an http(s) address)'),
    checkedOn: isoDate,
    dateKind: z.enum(['PAGE', 'URL', 'READ']),
    readOn: isoDate,
    /** What this page supports when a fact has several sources, or what is uncertain in it. */
    note: z.string().min(1).optional(),
  })
  .strict()
  .refine((source) => source.checkedOn <= source.readOn, {
    message: 'checkedOn은 readOn보다 늦을 수 없습니다 (checkedOn cannot be after readOn)',
  })
  .refine((source) => source.dateKind !== 'READ' || source.checkedOn === source.readOn, {
    message: 'dateKind READ이면 checkedOn = readOn이어야 합니다 (a READ date is the reading day)',
  });
export type FactSource = z.infer<typeof SourceSchema>;

export const HELP_PLACE_KINDS = ['FIFTY_PLUS', 'MIDDLE_AGED_CENTER', 'EMPLOYMENT_CENTER', 'SENIOR_CLUB'] as const;

const regionCode = z.number().int();

export const HelpPlaceSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id는 소문자·숫자·하이픈입니다 (lowercase, digits and hyphens)'),
    kind: z.enum(HELP_PLACE_KINDS),
    name: z.string().min(1),
    /** What it helps with, in the source's words. */
    services: z.array(z.string().min(1)).min(1),
    /** As the source states it; AREA when the source names only the 동/building, not a street address. */
    address: z.string().min(1),
    addressPrecision: z.enum(['STREET', 'AREA']),
    phone: z
      .string()
      .regex(/^0\d{1,2}-\d{3,4}-\d{4}$/, '지역번호를 포함한 전화번호여야 합니다 (a phone number with its area code)')
      .optional(),
    /** Only when a source states them. */
    hours: z.string().min(1).optional(),
    /** The district the place is in (5-digit 시군구 code, server/seed/regions.ts). */
    regionCode,
    /** Districts a source says it serves (a 고용센터's 관할); empty when no source says. */
    servesDistricts: z.array(regionCode),
    source: SourceSchema,
    otherSources: z.array(SourceSchema).optional(),
    /** Read the sources again by this day; the test suite fails on a fact past it. */
    reviewBy: isoDate,
    note: z.string().min(1).optional(),
  })
  .strict()
  .refine((place) => place.reviewBy > place.source.readOn, {
    message: 'reviewBy는 source.readOn 뒤여야 합니다 (reviewBy must be after the reading day)',
    path: ['reviewBy'],
  });
export type HelpPlace = z.infer<typeof HelpPlaceSchema>;

const HelpPlacesFileSchema = z.object({ type: z.literal('help-places'), facts: z.array(HelpPlaceSchema) }).strict();

export const JOB_REQUIREMENT_KINDS = ['CERTIFICATE', 'TRAINING', 'EXAM', 'FEE'] as const;

/** One line of what a job asks for (a certificate, training hours, the exam, a fee), as a source states it. */
export const JobRequirementSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id는 소문자·숫자·하이픈입니다 (lowercase, digits and hyphens)'),
    /** The encyclopedia's job (server/seed/jobs.ts, JobName spelling). */
    jobName: z.string().min(1),
    kind: z.enum(JOB_REQUIREMENT_KINDS),
    /** The line shown on the job page, in plain Korean, saying only what the source says. */
    text: z.string().min(1).max(200),
    /** The name of the site the source page belongs to, shown as "출처 …" (the site's own name where the page shows it, else its host). */
    siteName: z.string().min(1).max(40),
    source: SourceSchema,
    otherSources: z.array(SourceSchema).optional(),
    reviewBy: isoDate,
    note: z.string().min(1).optional(),
  })
  .strict()
  .refine((fact) => fact.reviewBy > fact.source.readOn, {
    message: 'reviewBy는 source.readOn 뒤여야 합니다 (reviewBy must be after the reading day)',
    path: ['reviewBy'],
  });
export type JobRequirement = z.infer<typeof JobRequirementSchema>;

const JobRequirementsFileSchema = z.object({ type: z.literal('job-requirements'), facts: z.array(JobRequirementSchema) }).strict();
export const FactFileSchema = z.discriminatedUnion('type', [HelpPlacesFileSchema, JobRequirementsFileSchema]);
export type FactFile = z.infer<typeof FactFileSchema>;

/** A fact file that cannot be shipped; the message names the file and each bad fact by id (or index). */
export class FactFileError extends Error {
  override readonly name = 'FactFileError';
}

function factLabel(json: unknown, index: unknown): string {
  if (typeof index !== 'number') return '';
  const facts = (json as { facts?: unknown } | null)?.facts;
  const fact = Array.isArray(facts) ? (facts[index] as { id?: unknown } | undefined) : undefined;
  return typeof fact?.id === 'string' ? `${fact.id} (#${index})` : `#${index}`;
}

const KNOWN_REGION_CODES: ReadonlySet<number> = new Set(REGIONS.map((region) => region.regionCode));
const KNOWN_JOB_NAMES: ReadonlySet<string> = new Set(JOBS.map((job) => job.jobName));

/** Validates one file's JSON; throws FactFileError naming the file and the facts at fault. */
export function parseFactFile(fileName: string, json: unknown): FactFile {
  const parsed = FactFileSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const [top, index, ...rest] = issue.path;
      const where = top === 'facts' ? `${factLabel(json, index)} ${rest.join('.')}` : issue.path.join('.');
      return `  ${where.trim() || '(file)'}: ${issue.message}`;
    });
    throw new FactFileError(`${fileName}: 출처·날짜가 맞지 않는 사실은 싣지 않습니다 (invalid facts)\n${lines.join('\n')}`);
  }
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const fact of parsed.data.facts) {
    if (seen.has(fact.id)) problems.push(`  ${fact.id}: 같은 id가 두 번 있습니다 (duplicate id)`);
    seen.add(fact.id);
    if ('regionCode' in fact) {
      for (const code of [fact.regionCode, ...fact.servesDistricts]) {
        if (!KNOWN_REGION_CODES.has(code)) problems.push(`  ${fact.id}: 모르는 지역 코드 ${code} (unknown region code)`);
      }
    } else if (!KNOWN_JOB_NAMES.has(fact.jobName)) {
      problems.push(`  ${fact.id}: 직업 백과에 없는 직업 ${fact.jobName} (unknown job)`);
    }
  }
  if (problems.length > 0) throw new FactFileError(`${fileName}: 싣지 않습니다 (invalid facts)\n${problems.join('\n')}`);
  return parsed.data;
}

export interface LoadedFacts {
  helpPlaces: HelpPlace[];
  /** Requirement lines of the encyclopedia's jobs, in file order. */
  jobRequirements: JobRequirement[];
  /** The JSON files read, in name order. */
  files: string[];
}

/** Reads and validates every *.json in the folder, each call anew. Throws FactFileError on the first bad file. */
export function loadFacts(dir: string = FACTS_DIR): LoadedFacts {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const helpPlaces: HelpPlace[] = [];
  const jobRequirements: JobRequirement[] = [];
  const ids = new Map<string, string>();
  for (const name of files) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch (error) {
      throw new FactFileError(`${name}: JSON이 아닙니다 (not JSON): ${(error as Error).message}`);
    }
    const file = parseFactFile(name, json);
    for (const fact of file.facts) {
      const other = ids.get(fact.id);
      if (other) throw new FactFileError(`${name}: ${fact.id}는 ${other}에도 있습니다 (duplicate id across files)`);
      ids.set(fact.id, name);
    }
    if (file.type === 'help-places') helpPlaces.push(...file.facts);
    else jobRequirements.push(...file.facts);
  }
  return { helpPlaces, jobRequirements, files };
}

/** Facts whose reviewBy is before `today` (YYYY-MM-DD): someone must read their sources again. */
export function overdueFacts<T extends { id: string; reviewBy: string }>(facts: readonly T[], today: string): T[] {
  return facts.filter((fact) => fact.reviewBy < today);
}
