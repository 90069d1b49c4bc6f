import * as z from '../schemas/zod';

export const REVENUE_SIZES = ['SMALL', 'MEDIUM', 'LARGE'] as const;
export const RevenueSizeSchema = z.enum(REVENUE_SIZES);
export type RevenueSize = z.infer<typeof RevenueSizeSchema>;

export const BUSINESS_MODELS = ['B2B', 'B2C', 'C2C'] as const;
export const BusinessModelSchema = z.enum(BUSINESS_MODELS);
export type BusinessModel = z.infer<typeof BusinessModelSchema>;
