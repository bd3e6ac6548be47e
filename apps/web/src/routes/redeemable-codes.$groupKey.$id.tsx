import { createFileRoute } from '@tanstack/react-router';
import { RedeemableCodePage } from '#features/profile-rewards/components/redeemable-code-page.tsx';

export const Route = createFileRoute('/redeemable-codes/$groupKey/$id')({
  component: function RedeemableCodeRoute() {
    const { groupKey, id } = Route.useParams();
    return <RedeemableCodePage groupKey={groupKey} id={id} />;
  },
});
