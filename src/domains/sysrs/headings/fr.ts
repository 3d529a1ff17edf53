/**
 * French headings of the System Requirements Specification type (`sysrs`), languages.md §3. The compiler checks
 * the keys against the outline (a missing or unknown key is a type error);
 * the registry checks placeholders and colliding siblings when it is built.
 *
 * @packageDocumentation
 */
import type { HeadingTableOf } from '../../../format/index.js';
import type { systemRequirementsSpecificationOutline } from '../outline.js';

/**
 * The French heading table of `sysrs`: field path → heading text or
 * template (data only; value vocabularies and entry headings stay canonical).
 *
 * @example
 * ```ts
 * sysrsFr['SystemRequirementsSpecification > SystemScope']; // 'Périmètre du système'
 * ```
 */
export const sysrsFr = {
  SystemRequirementsSpecification: '{title}',
  'SystemRequirementsSpecification > SystemPurpose': 'Finalité du système',
  'SystemRequirementsSpecification > SystemScope': 'Périmètre du système',
  'SystemRequirementsSpecification > BusinessContextAndGoals': 'Contexte métier et objectifs',
  'SystemRequirementsSpecification > BusinessContextAndGoals > BusinessContext': 'Contexte métier',
  'SystemRequirementsSpecification > BusinessContextAndGoals > Goals': 'Objectifs',
  'SystemRequirementsSpecification > BusinessContextAndGoals > ProblemStatement': 'Énoncé du problème',
  'SystemRequirementsSpecification > StakeholderNeedsAndElicitation': 'Besoins des parties prenantes et élicitation',
  'SystemRequirementsSpecification > OperationalConceptAndScenarios': 'Concept opérationnel et scénarios',
  'SystemRequirementsSpecification > Decisions': 'Décisions',
  'SystemRequirementsSpecification > Risks': 'Risques',
  'SystemRequirementsSpecification > AssumptionsAndDependencies': 'Hypothèses et dépendances',
  'SystemRequirementsSpecification > SystemOverview': "Vue d'ensemble du système",
  'SystemRequirementsSpecification > SystemOverview > SystemContext': 'Contexte du système',
  'SystemRequirementsSpecification > SystemOverview > SystemFunctions': 'Fonctions du système',
  'SystemRequirementsSpecification > SystemOverview > UserCharacteristics': 'Caractéristiques des utilisateurs',
  'SystemRequirementsSpecification > SystemOverview > SystemIntegration': 'Intégration du système',
  'SystemRequirementsSpecification > SystemModesAndStates': 'Modes et états du système',
  'SystemRequirementsSpecification > Requirements': 'Exigences',
  'SystemRequirementsSpecification > Requirements > FunctionalSuitability': 'Adéquation fonctionnelle',
  'SystemRequirementsSpecification > Requirements > PerformanceEfficiency': 'Efficacité des performances',
  'SystemRequirementsSpecification > Requirements > Compatibility': 'Compatibilité',
  'SystemRequirementsSpecification > Requirements > InteractionCapability': "Capacité d'interaction",
  'SystemRequirementsSpecification > Requirements > Reliability': 'Fiabilité',
  'SystemRequirementsSpecification > Requirements > Security': 'Sécurité',
  'SystemRequirementsSpecification > Requirements > Maintainability': 'Maintenabilité',
  'SystemRequirementsSpecification > Requirements > Flexibility': 'Flexibilité',
  'SystemRequirementsSpecification > Requirements > Safety': 'Sûreté',
  'SystemRequirementsSpecification > OtherCharacteristics': 'Autres caractéristiques',
  'SystemRequirementsSpecification > OtherCharacteristics > PhysicalCharacteristics': 'Caractéristiques physiques',
  'SystemRequirementsSpecification > OtherCharacteristics > EnvironmentalConditions': 'Conditions environnementales',
  'SystemRequirementsSpecification > OtherCharacteristics > InformationManagement': "Gestion de l'information",
  'SystemRequirementsSpecification > OtherCharacteristics > PolicyAndRegulation': 'Politiques et réglementation',
  'SystemRequirementsSpecification > OtherCharacteristics > SystemLifeCycleSustainment': 'Soutien tout au long du cycle de vie du système',
  'SystemRequirementsSpecification > OtherCharacteristics > PackagingHandlingShippingAndTransportation': 'Emballage, manutention, expédition et transport',
  'SystemRequirementsSpecification > Verification': 'Vérification',
  'SystemRequirementsSpecification > References': 'Références',
  'SystemRequirementsSpecification > MoreInformation': 'Informations complémentaires',
  'SystemRequirementsSpecification > Appendix': 'Annexe',
  'SystemRequirementsSpecification > DefinitionsAndAcronyms': 'Définitions et acronymes',
  'SystemRequirementsSpecification > Updates': 'Mises à jour',
} satisfies HeadingTableOf<typeof systemRequirementsSpecificationOutline>;
