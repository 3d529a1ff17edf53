/**
 * Spanish headings of the System Requirements Specification type (`sysrs`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { systemRequirementsSpecificationOutline } from '../outline.js';

/**
 * The Spanish heading table of `sysrs`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sysrsEs['SystemRequirementsSpecification > SystemScope']; // 'Alcance del sistema'
 * ```
 */
export const sysrsEs = {
  SystemRequirementsSpecification: '{title}',
  'SystemRequirementsSpecification > SystemPurpose': 'Propósito del sistema',
  'SystemRequirementsSpecification > SystemScope': 'Alcance del sistema',
  'SystemRequirementsSpecification > BusinessContextAndGoals': 'Contexto de negocio y objetivos',
  'SystemRequirementsSpecification > BusinessContextAndGoals > BusinessContext': 'Contexto de negocio',
  'SystemRequirementsSpecification > BusinessContextAndGoals > Goals': 'Objetivos',
  'SystemRequirementsSpecification > BusinessContextAndGoals > ProblemStatement': 'Planteamiento del problema',
  'SystemRequirementsSpecification > StakeholderNeedsAndElicitation': 'Necesidades de las partes interesadas y elicitación',
  'SystemRequirementsSpecification > OperationalConceptAndScenarios': 'Concepto operacional y escenarios',
  'SystemRequirementsSpecification > Decisions': 'Decisiones',
  'SystemRequirementsSpecification > Risks': 'Riesgos',
  'SystemRequirementsSpecification > AssumptionsAndDependencies': 'Supuestos y dependencias',
  'SystemRequirementsSpecification > SystemOverview': 'Descripción general del sistema',
  'SystemRequirementsSpecification > SystemOverview > SystemContext': 'Contexto del sistema',
  'SystemRequirementsSpecification > SystemOverview > SystemFunctions': 'Funciones del sistema',
  'SystemRequirementsSpecification > SystemOverview > UserCharacteristics': 'Características de los usuarios',
  'SystemRequirementsSpecification > SystemOverview > SystemIntegration': 'Integración del sistema',
  'SystemRequirementsSpecification > SystemModesAndStates': 'Modos y estados del sistema',
  'SystemRequirementsSpecification > Requirements': 'Requisitos',
  'SystemRequirementsSpecification > Requirements > FunctionalSuitability': 'Adecuación funcional',
  'SystemRequirementsSpecification > Requirements > PerformanceEfficiency': 'Eficiencia de desempeño',
  'SystemRequirementsSpecification > Requirements > Compatibility': 'Compatibilidad',
  'SystemRequirementsSpecification > Requirements > InteractionCapability': 'Capacidad de interacción',
  'SystemRequirementsSpecification > Requirements > Reliability': 'Fiabilidad',
  'SystemRequirementsSpecification > Requirements > Security': 'Seguridad',
  'SystemRequirementsSpecification > Requirements > Maintainability': 'Mantenibilidad',
  'SystemRequirementsSpecification > Requirements > Flexibility': 'Flexibilidad',
  'SystemRequirementsSpecification > Requirements > Safety': 'Protección',
  'SystemRequirementsSpecification > OtherCharacteristics': 'Otras características',
  'SystemRequirementsSpecification > OtherCharacteristics > PhysicalCharacteristics': 'Características físicas',
  'SystemRequirementsSpecification > OtherCharacteristics > EnvironmentalConditions': 'Condiciones ambientales',
  'SystemRequirementsSpecification > OtherCharacteristics > InformationManagement': 'Gestión de la información',
  'SystemRequirementsSpecification > OtherCharacteristics > PolicyAndRegulation': 'Políticas y normativa',
  'SystemRequirementsSpecification > OtherCharacteristics > SystemLifeCycleSustainment': 'Sostenimiento del ciclo de vida del sistema',
  'SystemRequirementsSpecification > OtherCharacteristics > PackagingHandlingShippingAndTransportation': 'Embalaje, manipulación, envío y transporte',
  'SystemRequirementsSpecification > Verification': 'Verificación',
  'SystemRequirementsSpecification > References': 'Referencias',
  'SystemRequirementsSpecification > MoreInformation': 'Información adicional',
  'SystemRequirementsSpecification > Appendix': 'Anexo',
  'SystemRequirementsSpecification > DefinitionsAndAcronyms': 'Definiciones y acrónimos',
  'SystemRequirementsSpecification > Updates': 'Actualizaciones',
} satisfies HeadingTableOf<typeof systemRequirementsSpecificationOutline>;
