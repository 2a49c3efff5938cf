/** The OpenAPI security scheme of bearer access tokens, declared once by the docs plugin. */
export const securitySchemes = { bearerAuth: { type: 'http' as const, scheme: 'bearer', bearerFormat: 'JWT' } };

/** A route's OpenAPI security entry: it reads the bearer access token. */
export const bearerSecurity: Record<keyof typeof securitySchemes, string[]>[] = [{ bearerAuth: [] }];
