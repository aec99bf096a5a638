import type { GeneratedSchema } from '@frontdesk/contracts';
import { apiPaths } from '@frontdesk/contracts/paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks the server for a JSON schema of the tool's arguments, drafted from its description. */
export function generateToolSchema(text: string) {
  return api.post<GeneratedSchema>(apiPaths.tools.generateSchema, { text });
}

export function useGenerateToolSchema() {
  return useMutation({ mutationFn: generateToolSchema });
}
