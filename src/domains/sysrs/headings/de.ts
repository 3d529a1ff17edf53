/**
 * German headings of the System Requirements Specification type (`sysrs`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { systemRequirementsSpecificationOutline } from '../outline.js';

/**
 * The German heading table of `sysrs`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sysrsDe['SystemRequirementsSpecification > SystemScope']; // 'Systemumfang'
 * ```
 */
export const sysrsDe = {
  SystemRequirementsSpecification: '{title}',
  'SystemRequirementsSpecification > SystemPurpose': 'Systemzweck',
  'SystemRequirementsSpecification > SystemScope': 'Systemumfang',
  'SystemRequirementsSpecification > BusinessContextAndGoals': 'Geschäftskontext und Ziele',
  'SystemRequirementsSpecification > BusinessContextAndGoals > BusinessContext': 'Geschäftskontext',
  'SystemRequirementsSpecification > BusinessContextAndGoals > Goals': 'Ziele',
  'SystemRequirementsSpecification > BusinessContextAndGoals > ProblemStatement': 'Problemstellung',
  'SystemRequirementsSpecification > StakeholderNeedsAndElicitation': 'Stakeholder-Bedürfnisse und Anforderungserhebung',
  'SystemRequirementsSpecification > OperationalConceptAndScenarios': 'Betriebskonzept und Szenarien',
  'SystemRequirementsSpecification > Decisions': 'Entscheidungen',
  'SystemRequirementsSpecification > Risks': 'Risiken',
  'SystemRequirementsSpecification > AssumptionsAndDependencies': 'Annahmen und Abhängigkeiten',
  'SystemRequirementsSpecification > SystemOverview': 'Systemüberblick',
  'SystemRequirementsSpecification > SystemOverview > SystemContext': 'Systemkontext',
  'SystemRequirementsSpecification > SystemOverview > SystemFunctions': 'Systemfunktionen',
  'SystemRequirementsSpecification > SystemOverview > UserCharacteristics': 'Benutzermerkmale',
  'SystemRequirementsSpecification > SystemOverview > SystemIntegration': 'Systemintegration',
  'SystemRequirementsSpecification > SystemModesAndStates': 'Betriebsarten und Systemzustände',
  'SystemRequirementsSpecification > Requirements': 'Anforderungen',
  'SystemRequirementsSpecification > Requirements > FunctionalSuitability': 'Funktionale Eignung',
  'SystemRequirementsSpecification > Requirements > PerformanceEfficiency': 'Leistungseffizienz',
  'SystemRequirementsSpecification > Requirements > Compatibility': 'Kompatibilität',
  'SystemRequirementsSpecification > Requirements > InteractionCapability': 'Interaktionsfähigkeit',
  'SystemRequirementsSpecification > Requirements > Reliability': 'Zuverlässigkeit',
  'SystemRequirementsSpecification > Requirements > Security': 'Informationssicherheit',
  'SystemRequirementsSpecification > Requirements > Maintainability': 'Wartbarkeit',
  'SystemRequirementsSpecification > Requirements > Flexibility': 'Flexibilität',
  'SystemRequirementsSpecification > Requirements > Safety': 'Betriebssicherheit',
  'SystemRequirementsSpecification > OtherCharacteristics': 'Weitere Merkmale',
  'SystemRequirementsSpecification > OtherCharacteristics > PhysicalCharacteristics': 'Physische Merkmale',
  'SystemRequirementsSpecification > OtherCharacteristics > EnvironmentalConditions': 'Umgebungsbedingungen',
  'SystemRequirementsSpecification > OtherCharacteristics > InformationManagement': 'Informationsmanagement',
  'SystemRequirementsSpecification > OtherCharacteristics > PolicyAndRegulation': 'Richtlinien und Vorschriften',
  'SystemRequirementsSpecification > OtherCharacteristics > SystemLifeCycleSustainment': 'Erhaltung über den Systemlebenszyklus',
  'SystemRequirementsSpecification > OtherCharacteristics > PackagingHandlingShippingAndTransportation': 'Verpackung, Handhabung, Versand und Transport',
  'SystemRequirementsSpecification > Verification': 'Verifikation',
  'SystemRequirementsSpecification > References': 'Referenzen',
  'SystemRequirementsSpecification > MoreInformation': 'Weitere Informationen',
  'SystemRequirementsSpecification > Appendix': 'Anhang',
  'SystemRequirementsSpecification > DefinitionsAndAcronyms': 'Begriffe und Abkürzungen',
  'SystemRequirementsSpecification > Updates': 'Änderungen',
} satisfies HeadingTableOf<typeof systemRequirementsSpecificationOutline>;
