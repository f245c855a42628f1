import {
  Activity,
  Atom,
  BarChart3,
  Beaker,
  Calculator,
  Download,
  File as FileIcon,
  FlaskConical,
  FlaskRound,
  GitBranch,
  KeyRound,
  LayoutDashboard,
  Leaf,
  Palette,
  Settings,
  ShieldCheck,
  Sparkles,
  Truck,
  User,
  UserCog,
  Users,
  Webhook,
} from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import { type PathId, paths } from '../lib/paths.ts';
import type { AppRoute } from './route-types.ts';

/** A page module's named export, loaded on first visit so each route is its own chunk. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Every signed-in screen (docs/product-rules.md, "The web app": the specified route table plus /admin/activity). */
export const routes = {
  dashboard: {
    path: paths.dashboard,
    title: 'Product Development Dashboard',
    icon: LayoutDashboard,
    sidebar: { group: 'Main', label: 'Dashboard' },
    header: 'Dashboard',
    page: lazyPage(() => import('../pages/dashboard-page.tsx'), 'DashboardPage'),
  },
  formulations: {
    path: paths.formulations,
    title: 'Formulations',
    icon: FlaskConical,
    sidebar: { group: 'Main', label: 'Formulations' },
    header: 'Formulations',
    page: lazyPage(() => import('../pages/formulations-page.tsx'), 'FormulationsPage'),
    signedOutNotice: {
      toastTitle: 'Authentication required',
      toastDescription: 'Please log in to access formulations.',
      pageText: 'Please log in to access this page.',
    },
  },
  ingredients: {
    path: paths.ingredients,
    title: 'Ingredient Inventory',
    icon: Beaker,
    sidebar: { group: 'Main', label: 'Ingredients' },
    page: lazyPage(() => import('../pages/raw-materials-page.tsx'), 'RawMaterialsPage'),
  },
  costAnalysis: {
    path: paths.costAnalysis,
    title: 'Cost Analysis & Optimization',
    icon: Calculator,
    sidebar: { group: 'Main', label: 'Cost Analysis' },
    feature: 'costAnalysis',
    page: lazyPage(() => import('../pages/cost-analysis-page.tsx'), 'CostAnalysisPage'),
  },
  suppliers: {
    path: paths.suppliers,
    title: 'Suppliers',
    icon: Truck,
    sidebar: { group: 'Main', label: 'Suppliers' },
    header: 'Suppliers',
    page: lazyPage(() => import('../pages/suppliers-page.tsx'), 'SuppliersPage'),
  },
  // Raw-material and supplier documents expiring soon, and missing safety data sheets (ADR 069).
  documents: {
    path: paths.documents,
    title: 'Documents',
    icon: FileIcon,
    sidebar: { group: 'Main', label: 'Documents' },
    page: lazyPage(() => import('../pages/documents-page.tsx'), 'DocumentsPage'),
  },
  people: {
    path: paths.people,
    title: 'People',
    icon: Users,
    sidebar: { group: 'Main', label: 'People' },
    page: lazyPage(() => import('../pages/profile-page.tsx'), 'PeoplePage'),
  },
  aiIdeation: {
    path: paths.aiIdeation,
    title: 'AI Ideation & Innovation',
    icon: Sparkles,
    sidebar: { group: 'Innovation', label: 'AI Ideation' },
    feature: 'aiIdeation',
    header: 'AI Ideation',
    page: lazyPage(() => import('../pages/ai-ideation-page.tsx'), 'AiIdeationPage'),
  },
  scenarios: {
    path: paths.scenarios,
    title: 'Market & Business Scenarios',
    icon: GitBranch,
    sidebar: { group: 'Innovation', label: 'Scenarios' },
    page: lazyPage(() => import('../pages/scenarios-page.tsx'), 'ScenariosPage'),
  },
  lab: {
    path: paths.lab,
    title: 'Lab',
    icon: FlaskRound,
    sidebar: { group: 'Innovation', label: 'Lab' },
    page: lazyPage(() => import('../pages/lab-page.tsx'), 'LabPage'),
  },
  compliance: {
    path: paths.compliance,
    title: 'Regulatory Compliance',
    icon: ShieldCheck,
    sidebar: { group: 'Compliance', label: 'Regulatory' },
    feature: 'compliance',
    header: 'Compliance',
    page: lazyPage(() => import('../pages/compliance-page.tsx'), 'CompliancePage'),
  },
  substances: {
    path: paths.substances,
    title: 'Substances',
    icon: Atom,
    sidebar: { group: 'Compliance', label: 'Substances' },
    page: lazyPage(() => import('../pages/substances-page.tsx'), 'SubstancesPage'),
  },
  sustainability: {
    path: paths.sustainability,
    title: 'Sustainability',
    icon: Leaf,
    sidebar: { group: 'Compliance', label: 'Sustainability' },
    feature: 'sustainability',
    page: lazyPage(() => import('../pages/sustainability-page.tsx'), 'SustainabilityPage'),
  },
  analytics: {
    path: paths.analytics,
    title: 'Analytics',
    icon: BarChart3,
    sidebar: { group: 'Reports', label: 'Analytics' },
    feature: 'analytics',
    page: lazyPage(() => import('../pages/analytics-page.tsx'), 'AnalyticsPage'),
  },
  exports: {
    path: paths.exports,
    title: 'Exports',
    icon: Download,
    sidebar: { group: 'Reports', label: 'Exports' },
    page: lazyPage(() => import('../pages/exports-page.tsx'), 'ExportsPage'),
  },
  admin: {
    path: paths.admin,
    title: 'Admin Dashboard',
    icon: Settings,
    sidebar: { group: 'Administration', label: 'Admin Dashboard' },
    requires: 'admin',
    page: lazyPage(() => import('../pages/admin-page.tsx'), 'AdminPage'),
  },
  adminUsers: {
    path: paths.adminUsers,
    title: 'User Management',
    icon: Users,
    sidebar: { group: 'Administration', label: 'User Management' },
    requires: 'admin',
    page: lazyPage(() => import('../pages/admin-users-page.tsx'), 'AdminUsersPage'),
  },
  adminTheme: {
    path: paths.adminTheme,
    title: 'Theme Settings',
    icon: Palette,
    sidebar: { group: 'Administration', label: 'Theme Settings' },
    requires: 'admin',
    page: lazyPage(() => import('../pages/theme-editor-page.tsx'), 'ThemeEditorPage'),
  },
  adminSettings: {
    path: paths.adminSettings,
    title: 'System Settings',
    icon: UserCog,
    requires: 'admin',
    page: lazyPage(() => import('../pages/admin-settings-page.tsx'), 'AdminSettingsPage'),
  },
  adminActivity: {
    path: paths.adminActivity,
    title: 'Activity Log',
    icon: Activity,
    requires: 'admin',
    page: lazyPage(() => import('../pages/admin-activity-page.tsx'), 'AdminActivityPage'),
  },
  adminTokens: {
    path: paths.adminTokens,
    title: 'API Tokens',
    icon: KeyRound,
    sidebar: { group: 'Administration', label: 'API Tokens' },
    requires: 'admin',
    page: lazyPage(() => import('../pages/admin-tokens-page.tsx'), 'AdminTokensPage'),
  },
  adminWebhooks: {
    path: paths.adminWebhooks,
    title: 'Webhooks',
    icon: Webhook,
    sidebar: { group: 'Administration', label: 'Webhooks' },
    requires: 'admin',
    page: lazyPage(() => import('../pages/webhooks-page.tsx'), 'WebhooksPage'),
  },
  announcements: {
    path: paths.announcements,
    title: 'Announcements',
    // Reached from the admin dashboard's tiles, like System Settings, and from the admin dashboard's module: each
    // sidebar entry, icon and chunk weighs on every screen's first download (docs/product-rules.md, "Budgets").
    icon: Settings,
    requires: 'admin',
    page: lazyPage(() => import('../pages/admin-page.tsx'), 'AdminAnnouncementsPage'),
  },
  profile: {
    path: paths.profile,
    title: 'Profile',
    icon: User,
    page: lazyPage(() => import('../pages/profile-page.tsx'), 'ProfilePage'),
  },
  accountSettings: {
    path: paths.accountSettings,
    title: 'Account Settings',
    icon: Settings,
    page: lazyPage(() => import('../pages/account-settings-page.tsx'), 'AccountSettingsPage'),
  },
} as const satisfies Partial<Record<PathId, AppRoute>>;

export type RouteId = keyof typeof routes;

/** Screens outside the signed-in shell. */
export const publicRoutes = {
  landing: {
    path: paths.dashboard,
    title: 'Welcome',
    page: lazyPage(() => import('../pages/landing-page.tsx'), 'LandingPage'),
  },
  signIn: {
    path: paths.signIn,
    title: 'Sign In',
    page: lazyPage(() => import('../pages/sign-in-page.tsx'), 'SignInPage'),
  },
} as const;

export const APP_ROUTES: readonly AppRoute[] = Object.values(routes);

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}
