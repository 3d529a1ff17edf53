import { describeVariantRoundTrips } from './helpers/variant-round-trip.js';

describeVariantRoundTrips('es');
