/** How far an export's workflow got; the API answers GET /exports/{id} from it while it runs. */
export interface ExportProgress {
  status: 'running' | 'completed' | 'failed';
  /** Where the next chunk starts: the list cursor after the last row written, and the file's size. */
  cursor?: string;
  rowsWritten: number;
  byteSize: number;
  done: boolean;
  failure?: string;
}

export interface ExportWorkflowInput {
  exportId: string;
}
