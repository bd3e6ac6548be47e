// spec 2 §2 Premium chest unlocked: GO TO THE WALL (/the-wall) and LEARN MORE (/blog/playpoints-announcement).
import { Link } from '@tanstack/react-router';
import { PremiumChestModal } from '@levelup/ui/wall/modals/premium-chest-modal';

export default function PremiumChestDialog({ onClose }: { onClose: () => void }) {
  return (
    <PremiumChestModal
      onClose={onClose}
      renderLink={(path, label, className) => (
        <Link key={path} to={path} className={className} onClick={onClose}>
          {label}
        </Link>
      )}
    />
  );
}
