export { CsvExport, type CsvExportProps } from './CsvExport';
export { downloadText } from './download';
export {
  DEFAULT_EXPORT_CAP,
  walkCursor,
  type CursorPage,
  type FetchPage,
  type WalkProgress,
  type WalkResult,
} from './walkCursor';
