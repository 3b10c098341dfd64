/** The performance targets (docs/performance.md), in one place: each figure the bench prints is checked against one of them. */
export const TARGETS = {
  /** every grid, list and feed page: p95 at the server, ms */
  pageP95Ms: 100,
  /** the API's p50 over the p50 of the SQL it issued */
  apiOverSql: 2,
  /** the editor's load and save of a 200-facet entity, ms */
  editorMs: 300,
  /** under load: p99, ms (and no answer but 2xx) */
  loadP99Ms: 300,
  /** the console's JS before sign-in and up to the first page, over a one-resource react-admin app's */
  consoleOverFloor: 1.2,
  /** a grid of 1000 rows answers a click this soon after its data arrived, ms (p50 of the runs) */
  interactiveAfterDataMs: 1000,
  /** any cell action (a select opened, a value changed, a box ticked, a keyboard move): input to shown, ms (p50) */
  cellActionMs: 100,
  /** no frame longer than this while an 'All' grid scrolls, ms */
  scrollFrameMs: 50,
  /** the editor opened in the browser, warm: the navigation's start to the frame that shows 'Saved', ms (p50) */
  editorOpenMs: 800,
  /** a keystroke in an editor field: keydown to the frame that shows the character, ms (p95 of 50) */
  editorKeystrokeP95Ms: 30,
  /** sign-in, a grid page and health while twelve clients hold exports open and read nothing: p95, ms */
  underSlowExportsP95Ms: 1000,
  /** Save clicked in the editor, one field changed: to the frame that shows 'Saved', ms (p50) */
  editorSaveMs: 300,
  /** a change saved through one API process to each of 200 sockets on two processes: p95, ms */
  liveDeliveryP95Ms: 200,
} as const
