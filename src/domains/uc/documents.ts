/**
 * The packaged uc template and example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The uc template: what `getTemplate('uc')` returns: every section with placeholder text, extension 1a and a sub-variation of step 1.
 *
 * @example
 * ```ts
 * useCaseTemplate.includes('### Extension 1a. '); // true
 * ```
 */
export const useCaseTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: uc
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# Name of the Use Case as a Short Active Verb Phrase

## Characteristic Information

### Goal in Context

State what the primary actor wants to achieve and why it matters to them.

### Scope

Name the system under design, treated as a black box.

### Level

User Goal

### Preconditions

- A condition that already holds before the use case starts.

### Success End Condition

- A condition that holds when the goal is reached.

### Failed End Condition

- A condition that holds when the goal is abandoned. Optional.

### Primary Actor

Name the actor who starts the use case to reach the goal.

### Secondary Actors

- A system or person that takes part without starting the use case. Optional.

### Trigger

Describe the event that starts the use case.

### Frequency

How often the use case runs, e.g. 40 times per hour. Optional.

### Priority

How important the use case is, e.g. High. Optional.

### Performance Target

How fast the use case must complete, e.g. within 2 minutes. Optional.

### Channels to Primary Actor

- A channel the system uses to reach the primary actor. Optional.

### Channels to Secondary Actors

- A channel the system uses to reach a secondary actor. Optional.

### Related Use Cases

- A use case this one includes, extends or is included by. Optional.

## Main Success Scenario

1. The first step of the scenario in which the goal is reached.
2. The second step.
3. The last step, after which the success end condition holds.

## Extensions

An optional paragraph introducing the extensions. Name each extension after the step it branches from.

### Extension 1a. The condition under which step 1 takes another course

1. The first action taken under this condition.
2. Where the scenario continues, e.g. resume at step 2.

## Sub-Variations

### Step 1: What step 1 does in one of several ways

- One way to carry out step 1.
- Another way to carry out step 1.

## Open Issues

- A question that is still open.

## Related Information

### Notes

- A note about the use case.

### Assumptions

- An assumption the use case relies on.
`;

/**
 * The uc example: what `getExample('uc')` returns: a Cockburn-style buy-goods use case.
 *
 * @example
 * ```ts
 * useCaseExample.includes('## Main Success Scenario'); // true
 * ```
 */
export const useCaseExample = `---
classification: null
created: '2026-04-14T08:05:12.406Z'
id: 3b8e61f4-0c2d-4f7a-a5e9-71d0c4b2e893
status: proposed
type: uc
updated: '2026-04-22T13:48:57.031Z'
version: 1.0.0
---

# Buy Office Supplies from the Catalogue

## Characteristic Information

### Goal in Context

An office manager orders supplies from the supplier's catalogue and expects
them delivered to the office and invoiced on the company account.

### Scope

Supplier order system, treated as a black box.

### Level

Summary

### Preconditions

- The buyer's company has an approved customer account.
- The buyer is registered as a purchaser for that account.

### Success End Condition

- The buyer has received the ordered supplies.
- The supplier has been paid for the delivered supplies.

### Failed End Condition

- No supplies have been shipped.
- The company account has not been charged.

### Primary Actor

Office manager (buyer) acting for the customer company.

### Secondary Actors

- Warehouse
- Parcel carrier
- Payment provider

### Trigger

The buyer submits a purchase request.

### Frequency

About 350 orders per working day.

### Priority

High

### Performance Target

Order confirmed within 3 minutes; goods delivered within 2 working days.

### Channels to Primary Actor

- Web shop
- Telephone order desk

### Related Use Cases

- Manage customer accounts (superordinate)
- Take card payment (subordinate)

## Main Success Scenario

1. Buyer submits a purchase request listing items and quantities.
2. System checks the stock of every requested item.
3. System quotes prices and the expected delivery date.
4. Buyer confirms the order.
5. System reserves the items and sends a pick list to the warehouse.
6. Warehouse ships the parcel through the carrier.
7. System sends the invoice to the company account.
8. Buyer's company pays the invoice.

## Extensions

Each extension is named after the step it branches from.

### Extension 2a. An item is out of stock

1. System shows the expected restock date of the missing item.

2. Buyer removes the item or accepts a later delivery.

   A later delivery ships the complete order at once.

3. Continue at step 3.

### Extension 8a. The invoice is not paid within 30 days

1. System sends a payment reminder.
2. System puts the customer account on hold after a second reminder.

## Sub-Variations

### Step 1: Buyer submits the request through

- the web shop
- the telephone order desk

### Step 8: Buyer's company pays by

- bank transfer
- company credit card

## Open Issues

- How are partial deliveries invoiced?

## Related Information

### Notes

- Returned supplies are handled by a separate use case.

### Assumptions

- Stock levels in the system are updated at least every 15 minutes.
`;
