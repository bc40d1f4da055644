// What every step of one import shares: where it writes, what the export holds, what it has made so
// far (the old ids' new rows) and the report it fills.
import { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import type { ExportIndex } from './export-index.ts';
import type { ImportReport } from './import-report.ts';
import type { ImportedItem, importMemory } from './imported-items.ts';

/** The mapping file (`--map`): every field optional; what it leaves out follows the documented defaults. */
export const importMapping = z
  .object({
    /** WordPress category slug → a Salvia subtopic slug, or a main category slug (a new subtopic under it). */
    categories: z.record(z.string(), z.string()).default({}),
    /** Category, tag or custom field names that mark a post sponsored. */
    pr_markers: z.array(z.string().min(1)).min(1).optional(),
    /** The old site's category and tag bases (Settings → Permalinks). */
    category_base: z
      .string()
      .regex(/^[^/?#\s]+$/)
      .default('category'),
    tag_base: z
      .string()
      .regex(/^[^/?#\s]+$/)
      .default('tag'),
    /** Other host names the old site answered at (a CDN for uploads, an old domain). */
    hosts: z.array(z.string().min(1)).default([]),
  })
  .strict();

export type ImportOptions = {
  /** A copy of wp-content/uploads; without it every picture is fetched from its address. */
  uploadsDir?: string;
  mapping: z.infer<typeof importMapping>;
  dryRun: boolean;
  /** New writers get the password-setting mail. */
  invite: boolean;
  /** The main category (slug) new subtopics go under when nothing else places them. */
  defaultCategory?: string;
  /** Pictures missing locally are fetched from the old site (through the guarded fetcher). */
  fetchMissing: boolean;
};

export type ImportDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'dictionary' | 'mailer' | 'log'>;

export type MadePicture = { mediaId: number; url: string; alt: string };

export type ImportRun = {
  /** `db` is the run's transaction on a dry run, so everything is rolled back at the end. */
  deps: ImportDeps;
  /** The old site, as imported_items' source: its base URL. */
  source: string;
  index: ExportIndex;
  options: ImportOptions;
  report: ImportReport;
  memory: ReturnType<typeof importMemory>;
  /** Old author login → writer id. */
  writers: Map<string, number>;
  /** Old category nicename → subtopic id. */
  categories: Map<string, number>;
  /** Old tag slug → tag id. */
  tags: Map<string, number>;
  /** Uploaded file path → what an earlier run made of it (read once, at the start). */
  importedPictures: Map<string, ImportedItem>;
  /** Uploaded file path → its media item, or null once it failed (tried once a run). */
  pictures: Map<string, MadePicture | null>;
  /** Articles linking forward (to a later post, an attachment page): pointed at the new addresses at the end. */
  linkingArticles: Set<number>;
};
