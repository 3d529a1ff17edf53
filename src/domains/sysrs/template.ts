/**
 * The packaged sysrs template, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The sysrs template: what `getTemplate('sysrs')` returns; every section
 * holds one reference or a line of guidance.
 *
 * @example
 * ```ts
 * parseDocument(sysrs, systemRequirementsSpecificationTemplate).ok; // true
 * ```
 */
export const systemRequirementsSpecificationTemplate = `---
classification: null
created: '2026-01-01T00:00:00.000Z'
id: 00000000-0000-4000-8000-000000000000
status: draft
type: sysrs
updated: '2026-01-01T00:00:00.000Z'
version: 1.0.0
---

# System Requirements Specification: Name of the System

## System Purpose

Why the system is built or changed, and for whom.

## System Scope

What the system does, and what it deliberately does not do.

## Business Context and Goals

### Business Context

The business situation that makes this specification necessary.

### Goals

- GOL 00000000-0000-4000-8000-000000000001: Title of the goal

  Why this goal matters to the system.

### Problem Statement

- PRB 00000000-0000-4000-8000-000000000002: Title of the problem statement

  How the system addresses this problem.

## Stakeholder Needs and Elicitation

- QA 00000000-0000-4000-8000-000000000003: Title of the elicitation interview

  Which stakeholder needs this interview captured.

## Operational Concept and Scenarios

- UC 00000000-0000-4000-8000-000000000004: Title of the use case

  Which operational scenario this use case describes.

## Decisions

- DEC 00000000-0000-4000-8000-000000000005: Title of the decision

  How this decision shapes the system.

## Risks

- RSK 00000000-0000-4000-8000-000000000006: Title of the risk

  Why this risk is relevant to the system.

## Assumptions and Dependencies

What the requirements below take for granted, and what the system depends on.

## System Overview

### System Context

The system's elements, the people who use it and the interfaces that cross its boundary.

### System Functions

The system's main capabilities, conditions and constraints.

### User Characteristics

The classes of users, operators and maintainers.

### System Integration

The order in which subsystems are integrated and what they depend on.

## System Modes and States

The operating modes or states of the system, if it has any.

## Requirements

### Functional Suitability

- REQ 00000000-0000-4000-8000-000000000011: Title of a functional requirement

  Why this requirement belongs to the system.

### Performance Efficiency

- REQ 00000000-0000-4000-8000-000000000012: Title of a performance requirement

  Why this requirement belongs to the system.

### Compatibility

- REQ 00000000-0000-4000-8000-000000000013: Title of a compatibility requirement

  Why this requirement belongs to the system.

### Interaction Capability

- REQ 00000000-0000-4000-8000-000000000014: Title of an interaction requirement

  Why this requirement belongs to the system.

### Reliability

- REQ 00000000-0000-4000-8000-000000000015: Title of a reliability requirement

  Why this requirement belongs to the system.

### Security

- REQ 00000000-0000-4000-8000-000000000016: Title of a security requirement

  Why this requirement belongs to the system.

### Maintainability

- REQ 00000000-0000-4000-8000-000000000017: Title of a maintainability requirement

  Why this requirement belongs to the system.

### Flexibility

- REQ 00000000-0000-4000-8000-000000000018: Title of a flexibility requirement

  Why this requirement belongs to the system.

### Safety

- REQ 00000000-0000-4000-8000-000000000019: Title of a safety requirement

  Why this requirement belongs to the system.

## Other Characteristics

### Physical Characteristics

- REQ 00000000-0000-4000-8000-000000000021: Title of a physical requirement

  Why this requirement belongs to the system.

### Environmental Conditions

- REQ 00000000-0000-4000-8000-000000000022: Title of an environmental requirement

  Why this requirement belongs to the system.

### Information Management

- REQ 00000000-0000-4000-8000-000000000023: Title of an information-management requirement

  Why this requirement belongs to the system.

### Policy and Regulation

- REQ 00000000-0000-4000-8000-000000000024: Title of a regulatory requirement

  Why this requirement belongs to the system.

### System Life Cycle Sustainment

- REQ 00000000-0000-4000-8000-000000000025: Title of a sustainment requirement

  Why this requirement belongs to the system.

### Packaging, Handling, Shipping and Transportation

- REQ 00000000-0000-4000-8000-000000000026: Title of a packaging requirement

  Why this requirement belongs to the system.

## Verification

- VCR 00000000-0000-4000-8000-000000000031: Title of the verification case record

  Which requirements this record verifies.

## References

- Title of an external standard or document

## More Information

Anything else a reader should know.

## Appendix

Supporting material that fits no other section.

## Definitions and Acronyms

- **TERM**: what the term or acronym means here.

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-01-01T00:00:00.000Z - Created

Created the specification.
`;
