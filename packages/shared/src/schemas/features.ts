import { z } from 'zod';
import { HOME_FEATURES } from '../constants/features';

/** A client's home page: one of the features a coach can turn on (constants/features.ts). */
export const homeFeatureSchema = z.enum(HOME_FEATURES);
