import { call, type Endpoint } from './common/endpoint.ts';
import type { PageViewRequest } from './analytics/contracts.ts';
import type {
  LoginRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  RefreshRequest,
  RefreshResponse,
  TokenPair,
} from './auth/contracts.ts';
import type { BackingTrack } from './backing-tracks/contracts.ts';
import type {
  CancelSubscriptionResponse,
  DeleteUserRequest,
  PaymentConfig,
  PaypalCreatePaymentRequest,
  PaypalCreatePaymentResponse,
  PaypalExecutePaymentRequest,
  PaypalExecutePaymentResponse,
  PublicCancellationRequest,
  PublicCancellationResponse,
  RegisterRequest,
  RegisterResponse,
  StripeConfirmSubscriptionRequest,
  StripeConfirmSubscriptionResponse,
  StripeCreateSubscriptionRequest,
  StripeCreateSubscriptionResponse,
} from './billing/contracts.ts';
import type { ContactMessageInput, ContactResponse } from './contact/contracts.ts';
import type { CourseDetail, CourseSummary, UpcomingCourse } from './courses/contracts.ts';
import type {
  ForumComment,
  ForumMine,
  ForumPost,
  NewForumComment,
  NewForumPostInput,
} from './forum/contracts.ts';
import type { PrivateLesson } from './private-lessons/contracts.ts';
import type {
  Take,
  TakeCreate,
  TakeList,
  TakeReplyInput,
  TakeUpload,
  TakeUploadStart,
} from './takes/contracts.ts';
import type {
  ChapterProgress,
  CourseProgress,
  ProgressDone,
  ProgressSaveInput,
  ProgressSummaryItem,
} from './progress/contracts.ts';
import type {
  CourseSettings,
  PracticeReport,
  PracticeReportAnswer,
  PracticeSummary,
  TrackSettings,
} from './practice/contracts.ts';
import type { Profile, ProfileUpdate } from './profile/contracts.ts';
import type { MemberData } from './profile/my-data.ts';
import type { ProfileImageResponse } from './profile/image.ts';
import type { BusinessDetails, PublicSiteSettings } from './site-settings/contracts.ts';

/**
 * Every call of the API, by area as the contracts and the API modules are split (the console's areas under
 * `admin`), stating method, path, who may call it and what maintenance does to it
 * (docs/decisions/0310-endpoints-in-the-contracts.md). The API registers its routes from it, the web client builds
 * its URLs from it, and the lists of calls open in maintenance or answered by a final 401 are read from it.
 */
export const endpoints = {
  health: {
    check: call()('GET', '/api/health', 'public', { openInMaintenance: true }),
    /** Readiness: database, Redis and storage reachable, and not shutting down. */
    ready: call()('GET', '/api/ready', 'public'),
  },
  auth: {
    login: call<TokenPair, LoginRequest>()('POST', '/api/login/', 'public', {
      openInMaintenance: true,
      sentInMaintenance: true,
      finalOn401: true,
    }),
    refresh: call<RefreshResponse, RefreshRequest>()('POST', '/api/auth/refresh/', 'public', {
      openInMaintenance: true,
      sentInMaintenance: true,
      finalOn401: true,
    }),
    logout: call<unknown, RefreshRequest>()('POST', '/api/logout/', 'public', { openInMaintenance: true }),
    requestPasswordReset: call<unknown, PasswordResetRequest>()(
      'POST',
      '/api/password-reset-request/',
      'public',
    ),
    confirmPasswordReset: call<unknown, PasswordResetConfirm>()(
      'POST',
      '/api/password-reset-confirm/',
      'public',
    ),
  },
  profile: {
    get: call<Profile>()('GET', '/api/profile/', 'user', { sentInMaintenance: true }),
    update: call<Profile, ProfileUpdate>()('PATCH', '/api/profile/', 'user'),
    /** "Download my data": every kind of data kept about the caller, as a JSON file (GDPR Art. 20). */
    myData: call<MemberData>()('GET', '/api/profile/my-data/', 'user'),
    /** Multipart, with the file as `profile_image`. */
    uploadImage: call<ProfileImageResponse, unknown>()('PATCH', '/api/profile/image/', 'user'),
    image: call()('GET', '/api/public/profile-images/:name', 'public', {
      openInMaintenance: true,
      finalOn401: true,
    }),
  },
  siteSettings: {
    get: call<PublicSiteSettings>()('GET', '/api/public/site-settings/', 'public', {
      openInMaintenance: true,
      sentInMaintenance: true,
      finalOn401: true,
    }),
    /** The imprint stays reachable in maintenance, with the provider details it must show. */
    businessDetails: call<BusinessDetails>()('GET', '/api/public/business-details/', 'public', {
      openInMaintenance: true,
      sentInMaintenance: true,
      finalOn401: true,
    }),
    promoVideo: call()('GET', '/api/public/promo-video', 'public', {
      openInMaintenance: true,
      finalOn401: true,
    }),
    promoStream: call()('GET', '/api/public/promo-stream/:stream/*', 'public', {
      openInMaintenance: true,
      finalOn401: true,
    }),
  },
  analytics: {
    /** The browser's CORS preflight, when page views go to a separate analytics host. */
    pageViewPreflight: call()('OPTIONS', '/api/analytics/pageviews/', 'public'),
    recordPageView: call<unknown, PageViewRequest>()('POST', '/api/analytics/pageviews/', 'public'),
  },
  courses: {
    list: call<CourseSummary[]>()('GET', '/api/courses/', 'public'),
    upcoming: call<UpcomingCourse[]>()('GET', '/api/courses/upcoming/', 'public'),
    get: call<CourseDetail>()('GET', '/api/courses/:id/', 'member'),
  },
  backingTracks: {
    list: call<BackingTrack[]>()('GET', '/api/backingtracks/', 'member'),
  },
  /** The member's own course progress (docs/decisions/0600-course-progress.md). */
  progress: {
    summary: call<ProgressSummaryItem[]>()('GET', '/api/progress/', 'member'),
    course: call<CourseProgress>()('GET', '/api/progress/courses/:id/', 'member'),
    save: call<ChapterProgress, ProgressSaveInput>()('PUT', '/api/progress/chapters/:id/', 'member'),
    setDone: call<ChapterProgress, ProgressDone>()('PUT', '/api/progress/chapters/:id/done/', 'member'),
  },
  /** The member's remembered practice settings and practice log (docs/decisions/0630-practice-settings-and-log.md). */
  practice: {
    trackSettings: call<TrackSettings | null>()('GET', '/api/practice/tracks/:id/settings/', 'member'),
    saveTrackSettings: call<TrackSettings, TrackSettings>()(
      'PUT',
      '/api/practice/tracks/:id/settings/',
      'member',
    ),
    courseSettings: call<CourseSettings | null>()('GET', '/api/practice/courses/:id/settings/', 'member'),
    saveCourseSettings: call<CourseSettings, CourseSettings>()(
      'PUT',
      '/api/practice/courses/:id/settings/',
      'member',
    ),
    log: call<PracticeSummary>()('GET', '/api/practice/log/', 'member'),
    report: call<PracticeReportAnswer, PracticeReport>()('POST', '/api/practice/log/', 'member'),
    deleteLog: call()('DELETE', '/api/practice/log/', 'member'),
  },
  media: {
    file: call()('GET', '/api/media/*', 'signed'),
    stream: call()('GET', '/api/media/hls/:token/:stream/*', 'signed'),
    thumbnail: call()('GET', '/api/public/thumbnails/*', 'public', {
      openInMaintenance: true,
      finalOn401: true,
    }),
  },
  billing: {
    register: call<RegisterResponse, RegisterRequest>()('POST', '/api/register/', 'public', {
      finalOn401: true,
    }),
    /** Undoes a registration whose payment failed. */
    deleteUser: call<unknown, DeleteUserRequest>()('POST', '/api/delete-user/', 'registrant'),
    cancelSubscription: call<CancelSubscriptionResponse>()('POST', '/api/cancel-subscription/', 'user'),
    paymentConfig: call<PaymentConfig>()('GET', '/api/public/payment-config/', 'public', {
      openInMaintenance: true,
      finalOn401: true,
    }),
    publicCancellation: call<PublicCancellationResponse, PublicCancellationRequest>()(
      'POST',
      '/api/public/cancellation/',
      'public',
      { openInMaintenance: true, finalOn401: true },
    ),
    paypalCreatePayment: call<PaypalCreatePaymentResponse, PaypalCreatePaymentRequest>()(
      'POST',
      '/api/paypal/create-payment/',
      'registrant',
    ),
    paypalExecutePayment: call<PaypalExecutePaymentResponse, PaypalExecutePaymentRequest>()(
      'POST',
      '/api/paypal/execute-payment/',
      'registrant',
    ),
    stripeCreateSubscription: call<StripeCreateSubscriptionResponse, StripeCreateSubscriptionRequest>()(
      'POST',
      '/api/stripe/create-subscription/',
      'registrant',
    ),
    stripeConfirmSubscription: call<StripeConfirmSubscriptionResponse, StripeConfirmSubscriptionRequest>()(
      'POST',
      '/api/stripe/confirm-subscription/',
      'registrant',
    ),
    stripeWebhook: call()('POST', '/api/stripe/webhook/', 'provider', { openInMaintenance: true }),
    paypalWebhook: call()('POST', '/api/paypal/webhook/', 'provider', { openInMaintenance: true }),
  },
  forum: {
    listPosts: call<ForumPost[]>()('GET', '/api/forum/posts/', 'member'),
    createPost: call<ForumPost, NewForumPostInput>()('POST', '/api/forum/posts/', 'member'),
    mine: call<ForumMine>()('GET', '/api/forum/posts/mine/', 'member'),
    addComment: call<ForumComment, NewForumComment>()('POST', '/api/forum/posts/:id/comments/', 'member'),
  },
  contact: {
    submit: call<ContactResponse, ContactMessageInput>()('POST', '/api/submit/', 'public'),
  },
  privateLessons: {
    list: call<PrivateLesson[]>()('GET', '/api/private-lessons/', 'student'),
  },
  /** A private student's takes and the teacher's feedback on them (docs/decisions/0632-takes.md). */
  takes: {
    list: call<TakeList>()('GET', '/api/takes/', 'student'),
    create: call<Take, TakeCreate>()('POST', '/api/takes/', 'student'),
    get: call<Take>()('GET', '/api/takes/:id/', 'student'),
    remove: call()('DELETE', '/api/takes/:id/', 'student'),
    reply: call<Take, TakeReplyInput>()('POST', '/api/takes/:id/replies/', 'student'),
    startUpload: call<TakeUpload, TakeUploadStart>()('POST', '/api/take-uploads/', 'student'),
    upload: call<TakeUpload>()('GET', '/api/take-uploads/:id/', 'student'),
    /** The raw bytes of one part (application/octet-stream). */
    putPart: call<TakeUpload, unknown>()('PUT', '/api/take-uploads/:id/parts/:part/', 'student'),
  },
  internal: {
    /** The owner's CLI running a command in the running server (docs/decisions/006). */
    cli: call()('POST', '/api/internal/cli/', 'owner', { openInMaintenance: true }),
  },
} as const;

/** Every endpoint of a table (this one, or the admin console's), in its order. */
export function endpointsOf(table: object): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (node: object) => {
    for (const value of Object.values(node) as object[]) {
      if ('method' in value && 'path' in value) found.push(value as Endpoint);
      else walk(value);
    }
  };
  walk(table);
  return found;
}
