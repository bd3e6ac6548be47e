// spec 2 §1, §6 Guest: a visitor sees the reduced Wall (the server's guest filter); a like goes to sign-in.
import { useWallSignIn } from '../hooks/use-wall-sign-in.ts';
import { WallPage } from './wall-page.tsx';
import { WallSidebar } from './wall-sidebar.tsx';

export function VisitorWall() {
  const signIn = useWallSignIn();
  return (
    <WallPage
      isGuest
      onToggleLike={signIn}
      sidebar={<WallSidebar signedIn={false} dailyChestStatus={null} />}
    />
  );
}
