/**
 * The diagnostics layer: the diagnostic record, its catalogue, the message
 * texts, the formatter and vfile interop.
 *
 * @packageDocumentation
 */

export type { Channel, Diagnostic, DiagnosticBase, DiagnosticCode, DiagnosticEnd, Severity } from './diagnostic.js';
export type {
  BodyConstruct,
  DiagnosticParamsByCode,
  ExpectedPart,
  FrontmatterFieldProblem,
  FrontmatterLegacyForm,
  FrontmatterParams,
  FrontmatterValuePath,
  LimitParams,
  NestedBlockKind,
  StrictLegacyForm,
  StructureParams,
  ValueParams,
  ValuePatternMistake,
} from './params.js';
export type { DiagnosticPlace, DiagnosticRenderer, DiagnosticRenderers, LabelledOperation, MessageProfile } from './profile.js';
export { defaultMessages } from './default-messages/index.js';
// Used by the layers above.
export { nestedBlockWords } from './default-messages/structure.js';
export { createDiagnostic, renderDiagnostic, renderDiagnostics } from './create.js';
export type { DiagnosticText } from './diagnostic-text.js';
export type { DiagnosticCatalogueEntry, DiagnosticCategory } from './catalogue.js';
export type { DiagnosticExample, DiagnosticExamplePair } from './catalogue-examples.js';
export type { DiagnosticExplanation, HintPolicy } from './catalogue-explanations.js';
export { categoryOf, diagnosticCatalogue, diagnosticCodes, diagnosticDocs } from './catalogue.js';
export { countLines, ELLIPSIS, EXCERPT_MAX_CODE_POINTS, EXCERPT_MAX_LINES, excerpt, takeCodePoints } from './excerpt.js';
export { bodyLocation } from './locations.js';
export type { LegacyFormName } from './legacy-forms.js';
export { legacyCurrentForm, legacyForms } from './legacy-forms.js';
export {
  capLabelled,
  defaultDiagnosticLine,
  formatDiagnostic,
  formatErrors,
  formatLabelled,
  LABELLED_MAX_CODE_POINTS,
  labelChannel,
  operationLabel,
  sortDiagnostics,
  TRUNCATION_MARK,
} from './formatter.js';
export type { SpecmgrVFileData, SpecmgrVFileMessage, ToVFileOptions } from './vfile.js';
export { toVFileMessages } from './vfile.js';

// Used by the layers above.
export { compareCodePoints } from './code-points.js';
export { CURRENT_TIMESTAMP_FORM } from './legacy-forms.js';
