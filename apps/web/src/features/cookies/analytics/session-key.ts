/** The tab's recording id in sessionStorage: analytics storage, deleted when consent is withdrawn. */
export const SESSION_KEY = 'analytics_session_id';
