/**
 * The kit's reports: the table and failures printed for a person (report/table.ts), the JUnit XML
 * (report/junit.ts) and JSON (report/json.ts) reports, and writing them to their folder (report/files.ts).
 */
export {
  answersText,
  describeMap,
  examinedText,
  formatFailure,
  formatWarnings,
  historyFactCounts,
  insecureWarning,
  notRunList,
  summaryTable,
  type HistoryFactCounts,
} from './table.js';
export { junitReport } from './junit.js';
export { jsonReport, jsonReportOf, type JsonReport } from './json.js';
export { prepareReportDir, ReportDirError, writeReports } from './files.js';
