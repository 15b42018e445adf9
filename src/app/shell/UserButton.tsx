import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { SessionUser } from '@/features/session';
import { motionAttributes } from '@/ui/theme/motion';

/** The logged-in user's name and e-mail in the header: the trigger of the user's menu. */
export function UserButton({ user, ...props }: ButtonProps & { user: SessionUser }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      h="auto"
      py="1"
      {...motionAttributes('header-fade')}
      {...props}
    >
      <Stack gap="0" align="flex-end" textAlign="right">
        <Text fontWeight="semibold" fontSize="sm">
          {user.firstname} {user.lastname}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {user.email}
        </Text>
      </Stack>
    </Button>
  );
}
