/**
 * The packaged adr template and example, written for this library in the
 * MADR 4.0.0 shape.
 *
 * @packageDocumentation
 */

/**
 * The adr template: what `getTemplate('adr')` returns.
 *
 * @example
 * ```ts
 * parseDocument(adr, adrTemplate).ok; // true
 * ```
 */
export const adrTemplate = `---
status: draft
date: '2026-01-01'
decision-makers: Names of the people who decide
consulted: Names of the experts asked for their opinion
informed: Names of the people kept up to date
id: 00000000-0000-4000-8000-000000000000
version: 1.0.0
---

# Short title naming the problem and the chosen solution

## Context and Problem Statement

Describe the situation and the problem in two or three sentences, or as a question.

## Decision Drivers

- A force or concern that shapes the decision
- Another force or concern

## Considered Options

- Title of option 1
- Title of option 2

## Decision Outcome

Chosen option: "Title of option 1", because it is the only option that meets the first decision driver.

### Consequences

- Good, because it improves a quality the decision drivers ask for
- Bad, because it compromises another quality

### Confirmation

How compliance with this decision is confirmed, for example by a review or a test.

## Pros and Cons of the Options

### Option 1: Title of option 1

- Good, because of an argument in its favour
- Bad, because of an argument against it

### Option 2: Title of option 2

- Good, because of an argument in its favour
- Bad, because of an argument against it

## More Information

Links, the evidence behind the decision, and when it should be revisited.
`;

/**
 * The adr example: what `getExample('adr')` returns.
 *
 * @example
 * ```ts
 * parseDocument(adr, adrExample).ok; // true
 * ```
 */
export const adrExample = `---
status: accepted
date: '2026-02-11'
decision-makers: Priya Raman, Jonas Weber
consulted: Mobile platform team
informed: Field-service support
id: 9e4c2b71-5d38-4f0a-b6e2-1a7c93d05f48
version: 1.0.0
---

# Use SQLite as the offline store of the field-service app

## Context and Problem Statement

Technicians lose mobile coverage in basements and plant rooms, where most repairs happen. The app must keep work orders, checklists and photos available offline and sync them later. Which storage should hold this data on the device?

## Decision Drivers

- Work orders must survive an app crash or a flat battery
- Queries by site, date and status must stay fast with several thousand orders
- The same storage must work on Android and iOS

## Considered Options

- SQLite through the platform bindings
- A document store kept as JSON files
- The key-value storage of the app framework

## Decision Outcome

Chosen option: "SQLite through the platform bindings", because it is the only option that is transactional on both platforms and can answer the list queries with indexes.

### Consequences

- Good, because an interrupted sync cannot leave a half-written work order behind
- Good, because list screens query indexed columns instead of loading every order
- Bad, because schema changes now need migrations shipped with each release

### Confirmation

The sync test suite kills the app in the middle of a write and checks that the order is either complete or absent after a restart.

## Pros and Cons of the Options

### Option 1: SQLite through the platform bindings

- Good, because writes are atomic and survive crashes
- Good, because indexes keep list queries fast
- Neutral, because photos still live in files and only their paths go into the database
- Bad, because migrations must be written and tested

### Option 2: A document store kept as JSON files

- Good, because the sync payload can be stored as it arrives
- Bad, because a crash during a write can corrupt a file
- Bad, because every query reads and parses all files

### Option 3: The key-value storage of the app framework

- Good, because it needs no extra dependency
- Bad, because it has no queries, so lists would be built in memory
- Bad, because its size limit on iOS is too small for a week of orders

## More Information

The decision should be revisited if the app moves to a framework with its own persistent store. The crash test lives in the sync test suite under \`sync/crash-safety\`.
`;
