import { ArrowLeft, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageShell } from '@/components/page-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/lib/session';
import { ProfileDetails } from './components/profile-details';
import { ProfileForm } from './components/profile-form';

function ProfileContent() {
  const { user } = useSession();
  const [isEditing, setIsEditing] = useState(false);
  if (!user) return null;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <PageHeader title="Profile" description="Your personal account information." />
      <Card>
        <CardHeader className="flex flex-row items-center gap-4">
          <UserAvatar name={user.name} className="size-16 text-xl" aria-hidden />
          <div className="grid min-w-0 gap-1">
            <CardTitle>
              <h2 className="truncate text-lg">{user.name.trim() || user.email}</h2>
            </CardTitle>
            <CardDescription className="truncate">{user.email}</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {isEditing ? (
            <ProfileForm user={user} onDone={() => setIsEditing(false)} />
          ) : (
            <div className="grid gap-6">
              <ProfileDetails user={user} />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button asChild variant="outline">
                  <Link to="/dashboard">
                    <ArrowLeft aria-hidden />
                    Back to Dashboard
                  </Link>
                </Button>
                <Button type="button" onClick={() => setIsEditing(true)}>
                  <Pencil aria-hidden />
                  Edit Profile
                </Button>
              </div>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The profile lives at /profile (its own page with the header menu) and at /dashboard/profile
 * (inside the dashboard, whose layout already draws the chrome): same content, two frames.
 */
export function ProfilePage() {
  const { pathname } = useLocation();
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return <ProfileContent />;

  return (
    <PageShell>
      <ProfileContent />
    </PageShell>
  );
}
