import { accessSync, constants, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { KitError } from '../../common/errors.js';
import type { ReportFormat } from '../config/values.js';
import { htmlReport } from './html.js';
import { jsonReport, type JsonReport } from './json.js';

/** A report folder that cannot be written: a configuration error, found before the run. */
export class ReportDirError extends KitError {
  override readonly name = 'ReportDirError';
  readonly exitCode = 2;
}

/**
 * Makes sure the report folder exists and can be written, before any check runs. Folders are made one level at a
 * time below the nearest existing one, which must be a writable directory.
 */
export function prepareReportDir(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  for (;;) {
    try {
      const stat = statSync(at);
      if (!stat.isDirectory()) throw new ReportDirError(`--report-dir ${dir}: ${at} is not a directory`);
      accessSync(at, constants.W_OK);
      break;
    } catch (error) {
      if (error instanceof ReportDirError) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' || dirname(at) === at)
        throw new ReportDirError(`--report-dir ${dir}: ${at} cannot be written (${code ?? 'error'})`);
      missing.unshift(at);
      at = dirname(at);
    }
  }
  for (const folder of missing) {
    try {
      mkdirSync(folder);
    } catch (error) {
      throw new ReportDirError(
        `--report-dir ${dir}: cannot make ${folder} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
}

/** Writes the reports asked for; returns their paths. */
export function writeReports(
  run: { readonly report: JsonReport; readonly junit: string },
  formats: readonly ReportFormat[],
  dir: string,
): string[] {
  if (formats.length === 0) return [];
  prepareReportDir(dir);
  const files: Readonly<Record<ReportFormat, { readonly name: string; readonly text: () => string }>> = {
    junit: { name: 'conformance.junit.xml', text: () => run.junit },
    json: { name: 'conformance.json', text: () => jsonReport(run.report) },
    html: { name: 'conformance.html', text: () => htmlReport(run.report) },
  };
  return formats.map((format) => {
    const path = join(dir, files[format].name);
    writeFileSync(path, files[format].text());
    return path;
  });
}
