import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tessera/model';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { workspacesApi } from '../../api/workspaces-api.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { toast } from '../../ui/index.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/**
 * Switches to a workspace: POST select (it becomes the user's `lastUsedDomainName`, where the
 * next sign-in lands), then its projects. A refusal is shown and the user stays where they are.
 */
export function useSelectWorkspace() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (domainName: string) => workspacesApi.select(api, domainName),
    onSuccess: async (answer, domainName) => {
      client.setQueryData<UserInfo>(queryKeys.userInfo, (user) => (user ? { ...user, lastUsedDomainName: answer.lastUsedDomainName } : user));
      await navigate(workspaceHref(domainName, 'projects'));
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });
}
