/**
 * The packaged sysrs example, written for this library.
 *
 * @packageDocumentation
 */

/**
 * The sysrs example: what `getExample('sysrs')` returns.
 *
 * @example
 * ```ts
 * parseDocument(sysrs, systemRequirementsSpecificationExample).ok; // true
 * ```
 */
export const systemRequirementsSpecificationExample = `---
classification: internal
created: '2026-04-07T08:20:11.045+02:00'
id: 3d8063b7-8dbf-4376-925c-b2aa9e4468ed
status: review
type: sysrs
updated: '2026-05-19T14:02:37.910+02:00'
version: 1.0.0
---

# System Requirements Specification: Cold-Chain Shipment Monitor

## System Purpose

The Cold-Chain Shipment Monitor tracks the temperature of refrigerated pharmaceutical shipments from the packing station to the receiving pharmacy, so that a spoiled shipment is detected before it reaches a patient and the carrier responsible can be identified.

## System Scope

The system covers the data loggers packed with each shipment, the gateway app carriers run on their handhelds, and the cloud service that stores readings and raises excursion alerts. It does not plan routes, book carriers or manage pharmacy stock.

## Business Context and Goals

### Business Context

Two product recalls last year were traced to shipments that sat on a loading dock for hours. Insurers now ask for a continuous temperature record per shipment before they cover cold-chain losses.

### Goals

- GOL 869cdde3-af9a-4f3d-bef4-ec457317ae6a: Prove an unbroken cold chain for every insured shipment

  The insurer's condition for covering spoilage losses from next year on.

- GOL b340e674-fc1f-4e2c-a238-4883f4778475: Detect a temperature excursion while the shipment can
  still be saved

### Problem Statement

- PRB b5e29fc3-c65a-4bc1-a4ba-b866942d0edb: Excursions are found only when the pharmacy opens the box

## Stakeholder Needs and Elicitation

- QA 3bf1a496-afde-4bb3-81e0-5f7ace0a95a0: Interview with the receiving pharmacists
- QA b7bc3991-b1a0-4044-84b6-34769686cf9b: Interview with the carrier dispatch team

## Operational Concept and Scenarios

1. UC 1d6b53b6-6013-4577-bfba-c578cfa32ca8: Pack a shipment and start its logger
2. UC 306ac57c-d467-47ef-bca1-0149522684bb: Hand a shipment over between carriers
3. UC 12f48ca6-266d-4733-ab1a-7d72ebc70eb1: Receive a shipment and review its temperature record

## Decisions

- DEC 37d70000-a2be-4774-98d5-b4e7a9085d4d: Use Bluetooth Low Energy between logger and handheld

  Chosen over NFC because the box stays closed during a handover.

- ADR ba9da9ab-054b-4927-943c-9b0fe7894465: Store readings in an append-only event log

## Risks

- RSK cab8d5f6-38d9-422e-8794-2c2074f5c60a: Logger battery runs out on long sea legs

  Accepted for now; sea freight is below two percent of volume.

## Assumptions and Dependencies

Carriers already issue Android handhelds to their drivers. The cloud service depends on the company's existing identity provider for carrier and pharmacy accounts.

## System Overview

### System Context

\`\`\`text
logger --BLE--> carrier handheld --HTTPS--> monitoring service --> alert e-mail / SMS
                                                   |
                                                   +--> pharmacy portal
\`\`\`

### System Functions

- Record a reading every five minutes and keep it on the logger until it is uploaded.
- Upload buffered readings whenever a handheld comes within range.
- Raise an alert when a shipment leaves its allowed range for longer than its tolerance.

### User Characteristics

Drivers use the handheld app with gloves on and little attention to spare; pharmacists review records at a desk.

## System Modes and States

A logger is **dormant** until packed, **recording** during transport and **sealed** once the pharmacy confirms receipt; a sealed record can no longer change.

## Requirements

### Functional Suitability

- REQ 74900655-5a66-49dd-9415-3b5d8de1828e: Record a temperature reading every five minutes

- REQ 802d91c5-3060-461e-b802-be25133f25f1: Alert the dispatcher within ten minutes of an excursion

  Measured from the upload of the first reading outside the range.

### Reliability

- REQ 78d09f08-4798-4e94-acae-ee42f9b3b33e: Keep 30 days of readings on a logger without an upload

### Security

- REQ 6503113c-9e91-4849-835b-9de24495e87f: Sign every reading on the logger

## Other Characteristics

### Environmental Conditions

- REQ 0bb4a0df-6355-4a51-81e9-8904df56a801: Operate between -30 °C and +50 °C

### Policy and Regulation

- REQ eff7c910-f046-499e-ad52-992b2007fc7c: Keep temperature records as GDP requires

## Verification

- VCR 3bdadbd3-9559-4cee-98fc-220f1b5eeabc: Excursion alert latency in a climate chamber

## References

- EU Guidelines on Good Distribution Practice of medicinal products for human use
- WHO Technical Report Series No. 961, Annex 9

## Definitions and Acronyms

- **BLE**: Bluetooth Low Energy
- **GDP**: Good Distribution Practice
- **Excursion**: a period in which the measured temperature is outside the allowed range

## Updates

<!-- Newest entry first -- prepend new entries directly below this comment. -->

### 2026-05-19T14:02:37.910+02:00 - Ready for review

Added the verification record and the environmental requirement; sent to the quality team for review.

### 2026-04-07T08:20:11.045+02:00 - Created

Collected the goals, the problem statement and the first requirements from the kickoff workshop.
`;
