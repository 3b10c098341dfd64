import { Conflict } from '@feathersjs/errors'
import type { Application } from '../../declarations'
import { announceTo, runIngestion } from '../../feed/ingestion'
import type { SourceReport } from '../../feed/ingest'

export const ingestBusy = 'The sources are being read already: try again in a moment'

/**
 * POST /ingest-runs: reads every RSS source now, as the scheduled run does, and answers what
 * each gave; 409 while another run holds the lease. For admins who added a source and want its items.
 */
export class IngestRunService {
  constructor(private app: Application) {}

  async create(): Promise<{ sources: SourceReport[]; added: number }> {
    const reports = await runIngestion(this.app.get('config'), this.app.get('knex'), announceTo(this.app))
    if (!reports) throw new Conflict(ingestBusy)
    return { sources: reports, added: reports.reduce((sum, report) => sum + report.added, 0) }
  }
}
