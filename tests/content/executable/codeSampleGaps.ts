/**
 * The `x-codeSamples` that do not run against a fresh sample-world sandbox today, by operation,
 * with the reason: the answer the sandbox gives, then why (a sandbox gap or a sample defect).
 * Remove an entry when its samples run.
 */
export const CODE_SAMPLE_GAPS: Record<string, string> = {
  'integration DELETE /compound-zones/{compound_zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /customers/{customer_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /depots/{depot_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /drivers/{driver_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /nodes/{node_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /projects/{project_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /simulation-templates/{template_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /simulations/{simulation_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /vehicle-types/{vehicle_type_id}':
    'answers 409: the sample deletes an object other sample-world objects refer to',
  'integration DELETE /webhook-subscriptions/{subscription_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration DELETE /zones/{zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /bookings/{booking_id}/pod':
    'answers 404: the sample names an id that exists only after an optimization (Routing handlers, branch sandbox2)',
  'integration GET /compound-zones/{compound_zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /customers/{customer_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /drivers/{driver_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /events/{event_id}':
    'answers 404: the sample names an id that exists only after an optimization (Routing handlers, branch sandbox2)',
  'integration GET /routes/{route_id}':
    'answers 404: the sample names an id that exists only after an optimization (Routing handlers, branch sandbox2)',
  'integration GET /simulation-templates/{template_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /simulations/{simulation_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /webhook-subscriptions/{subscription_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration GET /zones/{zone_id}': 'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /compound-zones/{compound_zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /customers/{customer_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /drivers/{driver_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /simulation-templates/{template_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /webhook-subscriptions/{subscription_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration PATCH /zones/{zone_id}':
    'answers 404: the sample names an id the sample world lacks',
  'integration POST /bookings':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /bookings/{booking_id}/progress':
    "answers 409: the sample world's bookings are open; progress needs a planned route (Routing handlers, branch sandbox2)",
  'integration POST /compound-zones':
    'answers 422: the sample refers to an object the sample world lacks',
  'integration POST /depots':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /nodes': 'answers 409: the sample creates an id the sample world already holds',
  'integration POST /projects':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /simulations':
    'answers 422: the sample refers to an object the sample world lacks',
  'integration POST /simulations/{simulation_id}/clone':
    'answers 404: the sample names an id the sample world lacks',
  'integration POST /vehicle-types':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /vehicles':
    'answers 409: the sample creates an id the sample world already holds',
  'integration POST /webhook-subscriptions/{subscription_id}/test':
    'answers 404: the sample names an id the sample world lacks',
  'routing DELETE /projects/{project_id}/preassignments':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing GET /projects/{project_id}/optimizations':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing GET /projects/{project_id}/optimizations/{optimization_id}':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing GET /projects/{project_id}/optimizations/{optimization_id}/routes':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing GET /projects/{project_id}/optimizations/{optimization_id}/unassigned':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing GET /projects/{project_id}/preassignments':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing POST /projects/{project_id}/eta-recalculations':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing POST /projects/{project_id}/insertions':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing POST /projects/{project_id}/insertions/{insertion_id}/apply':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing POST /projects/{project_id}/optimizations':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing POST /projects/{project_id}/optimizations/{optimization_id}/cancel':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'routing PUT /projects/{project_id}/preassignments':
    'answers 500: the sandbox has no Routing API handlers yet (branch sandbox2)',
  'stateless GET /jobs/{job_id}':
    'answers 404: the sample names a job id a fresh session has not created',
  'stateless GET /jobs/{job_id}/solution':
    'answers 404: the sample names a job id a fresh session has not created',
  'stateless POST /insertions':
    'answers 500: the sandbox fails on this operation today (branch sandbox2)',
  'stateless POST /jobs/{job_id}/cancel':
    'answers 404: the sample names a job id a fresh session has not created',
};
