; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_cost = type { i32, i32, ptr, i32, ptr }
%cardrt_activated_def = type { ptr, ptr, ptr, i32, ptr, i32, ptr, i8, i32, i32, i32, i32, i32, ptr }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_registry = type { i32, i32, ptr }
%cardrt_change = type { i32, i32, i64, i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@cardc.costs = internal constant [1 x %cardrt_cost] [%cardrt_cost { i32 2, i32 0, ptr null, i32 0, ptr null }]
@.str.1 = private unnamed_addr constant [125 x i8] c"Sacrifice Test Crown: Enchanted creature and other creatures that share a creature type with it get +1/+1 until end of turn.\00"
@.str.2 = private unnamed_addr constant [5 x i8] c"Aura\00"
@.str.3 = private unnamed_addr constant [11 x i8] c"Test Crown\00"
@.str.4 = private unnamed_addr constant [7 x i8] c"{1}{G}\00"
@cardc.activated = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.1, ptr null, ptr @cardc.costs, i32 1, ptr null, i32 0, ptr @cardc.effect.1, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.3 = internal constant %cardrt_card_def { ptr @.str.3, ptr @.str.4, i32 16, i32 4, i32 0, [8 x ptr] [ptr @.str.2, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets, i32 1, ptr null, ptr null, i32 0, ptr @cardc.activated, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.5 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.6 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.5, i32 1, i32 1, ptr @cardc.legal.4, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.7 = private unnamed_addr constant [5 x i8] c"Wall\00"
@cardc.costs.8 = internal constant [1 x %cardrt_cost] [%cardrt_cost { i32 2, i32 0, ptr null, i32 0, ptr null }]
@.str.9 = private unnamed_addr constant [82 x i8] c"Sacrifice Test Coils: Destroy all non-Wall creatures blocking enchanted creature.\00"
@.str.10 = private unnamed_addr constant [5 x i8] c"Aura\00"
@.str.11 = private unnamed_addr constant [11 x i8] c"Test Coils\00"
@.str.12 = private unnamed_addr constant [7 x i8] c"{1}{B}\00"
@cardc.activated.13 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.9, ptr null, ptr @cardc.costs.8, i32 1, ptr null, i32 0, ptr @cardc.effect.5, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.7 = internal constant %cardrt_card_def { ptr @.str.11, ptr @.str.12, i32 4, i32 4, i32 0, [8 x ptr] [ptr @.str.10, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.6, i32 1, ptr null, ptr null, i32 0, ptr @cardc.activated.13, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.14 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.15 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.14, i32 1, i32 1, ptr @cardc.legal.8, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.16 = private unnamed_addr constant [5 x i8] c"Aura\00"
@.str.17 = private unnamed_addr constant [123 x i8] c"At the beginning of your upkeep, return enchanted creature and all Auras attached to that creature to their owners' hands.\00"
@.str.18 = private unnamed_addr constant [5 x i8] c"Aura\00"
@.str.19 = private unnamed_addr constant [14 x i8] c"Test Eviction\00"
@.str.20 = private unnamed_addr constant [4 x i8] c"{U}\00"
@cardc.triggers = internal constant [1 x %cardrt_trigger_def] [%cardrt_trigger_def { ptr @.str.17, ptr @cardc.match.9, ptr null, ptr null, i32 0, ptr @cardc.effect.10, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }]
@cardc.card.12 = internal constant %cardrt_card_def { ptr @.str.19, ptr @.str.20, i32 2, i32 4, i32 0, [8 x ptr] [ptr @.str.18, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null], i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.15, i32 1, ptr null, ptr null, i32 0, ptr null, i32 0, ptr @cardc.triggers, i32 1, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [3 x ptr] [ptr @cardc.card.3, ptr @cardc.card.7, ptr @cardc.card.12]
@cardc_registry = constant %cardrt_registry { i32 30, i32 3, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

define internal void @cardc.effect.1(ptr %0) {
entry:
  %changes = alloca [1 x %cardrt_change], align 8
  call void @cardrt_sel_source(ptr %0, i32 2)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 2, i32 2)
  call void @cardrt_sel_add(ptr %0, i32 0, i32 1)
  call void @cardrt_sel_objects(ptr %0, i32 3, ptr @cardc.affects.2, i32 4)
  call void @cardrt_sel_keep_sharing_type(ptr %0, i32 3, i32 1, i1 true)
  call void @cardrt_sel_remove(ptr %0, i32 3, i32 1)
  call void @cardrt_sel_add(ptr %0, i32 0, i32 3)
  %1 = getelementptr [1 x %cardrt_change], ptr %changes, i32 0, i32 0
  %2 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 0
  store i32 6, ptr %2, align 4
  %3 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 1
  store i32 0, ptr %3, align 4
  %4 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 2
  store i64 0, ptr %4, align 8
  %5 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 3
  store i32 1, ptr %5, align 4
  %6 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 4
  store i32 1, ptr %6, align 4
  %7 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 5
  store ptr null, ptr %7, align 8
  %8 = getelementptr inbounds %cardrt_change, ptr %1, i32 0, i32 6
  store ptr null, ptr %8, align 8
  %9 = call i32 @cardrt_fx_effect(ptr %0, i32 0, ptr %changes, i32 1, i32 0, ptr null)
  ret void
}

declare void @cardrt_sel_source(ptr, i32)

declare void @cardrt_sel_related(ptr, i32, i32, i32)

declare void @cardrt_sel_add(ptr, i32, i32)

define internal i1 @cardc.affects.2(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = or i1 false, %6
  %8 = and i1 %7, true
  %9 = and i1 %8, true
  %10 = and i1 %9, true
  ret i1 %10
}

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

declare void @cardrt_sel_keep_sharing_type(ptr, i32, i32, i1)

declare void @cardrt_sel_remove(ptr, i32, i32)

declare i32 @cardrt_fx_effect(ptr, i32, ptr, i32, i32, ptr)

define internal i1 @cardc.legal.4(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal void @cardc.effect.5(ptr %0) {
entry:
  call void @cardrt_sel_objects(ptr %0, i32 0, ptr @cardc.affects.6, i32 4)
  call void @cardrt_sel_source(ptr %0, i32 2)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 2, i32 2)
  call void @cardrt_sel_keep_blocking(ptr %0, i32 0, i32 1, i32 1)
  %1 = call i32 @cardrt_fx_destroy(ptr %0, i32 0, i1 true)
  ret void
}

define internal i1 @cardc.affects.6(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_has_subtype(ptr %0, i32 %2, ptr @.str.7)
  %4 = xor i1 %3, true
  %5 = and i1 true, %4
  %6 = call i32 @cardrt_types(ptr %0, i32 %2)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 %5, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  ret i1 %12
}

declare i1 @cardrt_has_subtype(ptr, i32, ptr)

declare void @cardrt_sel_keep_blocking(ptr, i32, i32, i32)

declare i32 @cardrt_fx_destroy(ptr, i32, i1)

define internal i1 @cardc.legal.8(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_types(ptr %0, i32 %id)
  %7 = and i32 %6, 2
  %8 = icmp eq i32 %7, 2
  %9 = and i1 true, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  %12 = and i1 %11, true
  %13 = and i1 %5, false
  %14 = and i1 %4, %12
  %legal = or i1 %14, %13
  ret i1 %legal
}

define internal i1 @cardc.match.9(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 1
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  %8 = getelementptr i8, ptr %2, i32 20
  %player = load i32, ptr %8, align 4
  %9 = call i32 @cardrt_controller(ptr %0, i32 %1)
  %10 = icmp eq i32 %player, %9
  %11 = and i1 %7, %10
  %12 = and i1 %11, true
  ret i1 %12
}

declare i32 @cardrt_controller(ptr, i32)

define internal void @cardc.effect.10(ptr %0) {
entry:
  call void @cardrt_sel_source(ptr %0, i32 2)
  call void @cardrt_sel_related(ptr %0, i32 1, i32 2, i32 2)
  call void @cardrt_sel_add(ptr %0, i32 0, i32 1)
  call void @cardrt_sel_objects(ptr %0, i32 3, ptr @cardc.affects.11, i32 4)
  call void @cardrt_sel_keep_attached(ptr %0, i32 3, i32 1)
  call void @cardrt_sel_add(ptr %0, i32 0, i32 3)
  %1 = call i32 @cardrt_fx_move(ptr %0, i32 0, i32 1, i32 0)
  ret void
}

define internal i1 @cardc.affects.11(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i1 @cardrt_has_subtype(ptr %0, i32 %2, ptr @.str.16)
  %4 = and i1 true, %3
  %5 = or i1 false, %4
  %6 = and i1 %5, true
  %7 = and i1 %6, true
  ret i1 %7
}

declare void @cardrt_sel_keep_attached(ptr, i32, i32)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)
