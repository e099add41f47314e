; ModuleID = 'stdout'
source_filename = "stdout"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%cardrt_target_spec = type { ptr, i32, i32, ptr, i32, i32, i8, i8, i32, i8, ptr, i32, i32, i32 }
%cardrt_activated_def = type { ptr, ptr, ptr, i32, ptr, i32, ptr, i8, i32, i32, i32, i32, i32, ptr }
%cardrt_card_def = type { ptr, ptr, i32, i32, i32, [8 x ptr], i8, i32, i32, i32, i64, ptr, i32, ptr, ptr, i32, ptr, i32, ptr, i32, i32, i32, i32, ptr, i32, ptr, ptr, i32, ptr, i8, ptr, i32, ptr, ptr, i32, i8, i32, i32 }
%cardrt_trigger_def = type { ptr, ptr, ptr, ptr, i32, ptr, i32, i32, i32, i32, i32, i32, i8, ptr }
%cardrt_cost = type { i32, i32, ptr, i32, ptr }
%cardrt_registry = type { i32, i32, ptr }

@.str = private unnamed_addr constant [10 x i8] c"Equipment\00"
@.str.1 = private unnamed_addr constant [22 x i8] c"Equipment you control\00"
@.str.2 = private unnamed_addr constant [21 x i8] c"creature you control\00"
@cardc.targets = internal constant [2 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.1, i32 1, i32 1, ptr @cardc.legal.0, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }, %cardrt_target_spec { ptr @.str.2, i32 1, i32 1, ptr @cardc.legal.1, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.3 = private unnamed_addr constant [73 x i8] c"{1}: Attach target Equipment you control to target creature you control.\00"
@.str.4 = private unnamed_addr constant [4 x i8] c"{1}\00"
@.str.5 = private unnamed_addr constant [12 x i8] c"Test Armory\00"
@.str.6 = private unnamed_addr constant [4 x i8] c"{2}\00"
@cardc.activated = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.3, ptr @.str.4, ptr null, i32 0, ptr @cardc.targets, i32 2, ptr @cardc.effect.2, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.3 = internal constant %cardrt_card_def { ptr @.str.5, ptr @.str.6, i32 0, i32 1, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.7 = private unnamed_addr constant [9 x i8] c"opponent\00"
@cardc.targets.8 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.7, i32 1, i32 1, ptr @cardc.legal.4, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.9 = private unnamed_addr constant [17 x i8] c"Test Inquisition\00"
@.str.10 = private unnamed_addr constant [4 x i8] c"{B}\00"
@cardc.card.6 = internal constant %cardrt_card_def { ptr @.str.9, ptr @.str.10, i32 4, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.8, i32 1, ptr @cardc.effect.5, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.11 = private unnamed_addr constant [73 x i8] c"You may reveal a creature card from among them and put it into your hand\00"
@.str.12 = private unnamed_addr constant [16 x i8] c"a creature card\00"
@.str.13 = private unnamed_addr constant [11 x i8] c"Test Scout\00"
@.str.14 = private unnamed_addr constant [7 x i8] c"{1}{G}\00"
@cardc.card.9 = internal constant %cardrt_card_def { ptr @.str.13, ptr @.str.14, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.7, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.15 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.16 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.15, i32 1, i32 1, ptr @cardc.legal.10, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.17 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.18 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.19 = private unnamed_addr constant [80 x i8] c"Remove a +1/+1 counter from that creature at the beginning of the next end step\00"
@cardc.delayed = internal constant %cardrt_trigger_def { ptr @.str.19, ptr @cardc.later.13, ptr null, ptr null, i32 0, ptr @cardc.later.12, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i8 0, ptr null }
@.str.20 = private unnamed_addr constant [11 x i8] c"Test Pulse\00"
@.str.21 = private unnamed_addr constant [4 x i8] c"{W}\00"
@cardc.card.14 = internal constant %cardrt_card_def { ptr @.str.20, ptr @.str.21, i32 1, i32 16, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr @cardc.targets.16, i32 1, ptr @cardc.effect.11, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.22 = private unnamed_addr constant [9 x i8] c"Test Dig\00"
@.str.23 = private unnamed_addr constant [7 x i8] c"{2}{G}\00"
@cardc.card.17 = internal constant %cardrt_card_def { ptr @.str.22, ptr @.str.23, i32 16, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.15, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.24 = private unnamed_addr constant [13 x i8] c"Test Cascade\00"
@.str.25 = private unnamed_addr constant [7 x i8] c"{3}{R}\00"
@cardc.card.20 = internal constant %cardrt_card_def { ptr @.str.24, ptr @.str.25, i32 8, i32 32, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr @cardc.effect.18, ptr null, i32 0, ptr null, i32 0, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@.str.26 = private unnamed_addr constant [9 x i8] c"creature\00"
@cardc.targets.27 = internal constant [1 x %cardrt_target_spec] [%cardrt_target_spec { ptr @.str.26, i32 1, i32 1, ptr @cardc.legal.21, i32 0, i32 0, i8 0, i8 0, i32 0, i8 0, ptr null, i32 0, i32 0, i32 0 }]
@.str.28 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.29 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.30 = private unnamed_addr constant [73 x i8] c"Put a +1/+1 counter on target creature or remove a +1/+1 counter from it\00"
@.str.31 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@.str.32 = private unnamed_addr constant [6 x i8] c"+1/+1\00"
@cardc.costs = internal constant [1 x %cardrt_cost] zeroinitializer
@.str.33 = private unnamed_addr constant [84 x i8] c"{1}, {T}: Put a +1/+1 counter on target creature or remove a +1/+1 counter from it.\00"
@.str.34 = private unnamed_addr constant [4 x i8] c"{1}\00"
@.str.35 = private unnamed_addr constant [11 x i8] c"Test Tweak\00"
@.str.36 = private unnamed_addr constant [4 x i8] c"{2}\00"
@cardc.activated.37 = internal constant [1 x %cardrt_activated_def] [%cardrt_activated_def { ptr @.str.33, ptr @.str.34, ptr @cardc.costs, i32 1, ptr @cardc.targets.27, i32 1, ptr @cardc.effect.22, i8 0, i32 0, i32 0, i32 0, i32 0, i32 0, ptr null }]
@cardc.card.23 = internal constant %cardrt_card_def { ptr @.str.35, ptr @.str.36, i32 0, i32 1, i32 0, [8 x ptr] zeroinitializer, i8 0, i32 0, i32 0, i32 0, i64 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr @cardc.activated.37, i32 1, ptr null, i32 0, i32 0, i32 0, i32 0, ptr null, i32 0, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, i32 0, ptr null, ptr null, i32 0, i8 0, i32 0, i32 0 }
@cardc.cards = internal constant [7 x ptr] [ptr @cardc.card.3, ptr @cardc.card.6, ptr @cardc.card.9, ptr @cardc.card.14, ptr @cardc.card.17, ptr @cardc.card.20, ptr @cardc.card.23]
@cardc_registry = constant %cardrt_registry { i32 30, i32 7, ptr @cardc.cards }

define internal i1 @cardc.legal.0(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i1 @cardrt_has_subtype(ptr %0, i32 %id, ptr @.str)
  %7 = and i1 true, %6
  %8 = or i1 false, %7
  %9 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %10 = call i32 @cardrt_you(ptr %0, i32 %1)
  %11 = icmp eq i32 %9, %10
  %12 = and i1 %8, %11
  %13 = and i1 %12, true
  %14 = and i1 %13, true
  %15 = and i1 %5, false
  %16 = and i1 %4, %14
  %legal = or i1 %16, %15
  ret i1 %legal
}

declare i1 @cardrt_has_subtype(ptr, i32, ptr)

declare i32 @cardrt_controller(ptr, i32)

declare i32 @cardrt_you(ptr, i32)

define internal i1 @cardc.legal.1(ptr %0, i32 %1, ptr %2) {
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
  %11 = call i32 @cardrt_controller(ptr %0, i32 %id)
  %12 = call i32 @cardrt_you(ptr %0, i32 %1)
  %13 = icmp eq i32 %11, %12
  %14 = and i1 %10, %13
  %15 = and i1 %14, true
  %16 = and i1 %15, true
  %17 = and i1 %5, false
  %18 = and i1 %4, %16
  %legal = or i1 %18, %17
  ret i1 %legal
}

declare i32 @cardrt_types(ptr, i32)

define internal void @cardc.effect.2(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_target(ptr %0, i32 1, i32 1)
  %1 = call i32 @cardrt_fx_attach(ptr %0, i32 0, i32 1)
  ret void
}

declare void @cardrt_sel_target(ptr, i32, i32)

declare i32 @cardrt_fx_attach(ptr, i32, i32)

define internal i1 @cardc.legal.4(ptr %0, i32 %1, ptr %2) {
entry:
  %kind = load i32, ptr %2, align 4
  %3 = getelementptr i8, ptr %2, i32 4
  %id = load i32, ptr %3, align 4
  %4 = icmp eq i32 %kind, 1
  %5 = icmp eq i32 %kind, 2
  %6 = call i32 @cardrt_you(ptr %0, i32 %1)
  %7 = icmp ne i32 %id, %6
  %8 = or i1 false, %7
  %9 = and i1 %5, %8
  %10 = and i1 %4, false
  %legal = or i1 %10, %9
  ret i1 %legal
}

define internal void @cardc.effect.5(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_objects(ptr %0, i32 1, ptr null, i32 2)
  call void @cardrt_sel_keep_controlled(ptr %0, i32 1, i32 0, i1 true)
  call void @cardrt_sel_random(ptr %0, i32 2, i32 1, i32 1)
  %1 = call i32 @cardrt_sel_stat(ptr %0, i32 2, i32 2)
  %2 = call i32 @cardrt_fx_damage(ptr %0, i32 -1, i32 0, i32 %1)
  ret void
}

declare void @cardrt_sel_objects(ptr, i32, ptr, i32)

declare void @cardrt_sel_keep_controlled(ptr, i32, i32, i1)

declare void @cardrt_sel_random(ptr, i32, i32, i32)

declare i32 @cardrt_sel_stat(ptr, i32, i32)

declare i32 @cardrt_fx_damage(ptr, i32, i32, i32)

define internal void @cardc.effect.7(ptr %0) {
entry:
  %you.did = alloca i1, align 1
  store i1 false, ptr %you.did, align 1
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  call void @cardrt_sel_top(ptr %0, i32 1, i32 0, i32 5)
  %1 = call i1 @cardrt_fx_may(ptr %0, i32 -1, ptr @.str.11)
  store i1 %1, ptr %you.did, align 1
  br i1 %1, label %then, label %else

then:                                             ; preds = %entry
  call void @cardrt_sel_add(ptr %0, i32 2, i32 1)
  call void @cardrt_sel_keep(ptr %0, i32 2, ptr @cardc.affects.8)
  call void @cardrt_sel_choose(ptr %0, i32 3, i32 2, i32 1, ptr @.str.12)
  %2 = call i32 @cardrt_fx_move(ptr %0, i32 3, i32 1, i32 0)
  br label %cont

else:                                             ; preds = %entry
  br label %cont

cont:                                             ; preds = %else, %then
  call void @cardrt_sel_add(ptr %0, i32 4, i32 1)
  call void @cardrt_sel_remove(ptr %0, i32 4, i32 3)
  %3 = call i32 @cardrt_sel_count(ptr %0, i32 4)
  call void @cardrt_sel_random(ptr %0, i32 5, i32 4, i32 %3)
  %4 = call i32 @cardrt_fx_move(ptr %0, i32 5, i32 0, i32 2)
  ret void
}

declare void @cardrt_sel_players(ptr, i32, i32)

declare void @cardrt_sel_top(ptr, i32, i32, i32)

declare i1 @cardrt_fx_may(ptr, i32, ptr)

define internal i1 @cardc.affects.8(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare i1 @cardrt_is_token(ptr, i32)

declare void @cardrt_sel_add(ptr, i32, i32)

declare void @cardrt_sel_keep(ptr, i32, ptr)

declare void @cardrt_sel_choose(ptr, i32, i32, i32, ptr)

declare i32 @cardrt_fx_move(ptr, i32, i32, i32)

declare void @cardrt_sel_remove(ptr, i32, i32)

declare i32 @cardrt_sel_count(ptr, i32)

define internal i1 @cardc.legal.10(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.11(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.17, i32 1)
  %2 = call i32 @cardrt_fx_delayed(ptr %0, i32 0, ptr @cardc.delayed)
  ret void
}

declare i32 @cardrt_fx_counters(ptr, i32, ptr, i32)

define internal void @cardc.later.12(ptr %0) {
entry:
  call void @cardrt_sel_linked(ptr %0, i32 0)
  %1 = call i32 @cardrt_fx_remove_counters(ptr %0, i32 0, ptr @.str.18, i32 1)
  ret void
}

declare void @cardrt_sel_linked(ptr, i32)

declare i32 @cardrt_fx_remove_counters(ptr, i32, ptr, i32)

define internal i1 @cardc.later.13(ptr %0, i32 %1, ptr %2) {
entry:
  %3 = getelementptr i8, ptr %2, i32 0
  %kind = load i32, ptr %3, align 4
  %4 = getelementptr i8, ptr %2, i32 36
  %step = load i32, ptr %4, align 4
  %5 = icmp eq i32 %step, 10
  %6 = icmp eq i32 %kind, 6
  %7 = and i1 %6, %5
  ret i1 %7
}

declare i32 @cardrt_fx_delayed(ptr, i32, ptr)

define internal void @cardc.effect.15(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_reveal_until(ptr %0, i32 1, i32 2, i32 0, ptr @cardc.affects.16, i32 1)
  %2 = call i32 @cardrt_fx_move(ptr %0, i32 1, i32 1, i32 0)
  call void @cardrt_sel_add(ptr %0, i32 3, i32 2)
  call void @cardrt_sel_remove(ptr %0, i32 3, i32 1)
  %3 = call i32 @cardrt_sel_count(ptr %0, i32 3)
  call void @cardrt_sel_random(ptr %0, i32 4, i32 3, i32 %3)
  %4 = call i32 @cardrt_fx_move(ptr %0, i32 4, i32 0, i32 2)
  ret void
}

define internal i1 @cardc.affects.16(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 2
  %5 = icmp eq i32 %4, 2
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare i32 @cardrt_fx_reveal_until(ptr, i32, i32, i32, ptr, i32)

define internal void @cardc.effect.18(ptr %0) {
entry:
  call void @cardrt_sel_players(ptr %0, i32 0, i32 0)
  %1 = call i32 @cardrt_fx_reveal_until(ptr %0, i32 1, i32 2, i32 0, ptr @cardc.affects.19, i32 1)
  %2 = call i32 @cardrt_fx_move(ptr %0, i32 2, i32 5, i32 0)
  %3 = call i32 @cardrt_fx_may_play(ptr %0, i32 1, i32 1, i32 0)
  ret void
}

define internal i1 @cardc.affects.19(ptr %0, i32 %1, i32 %2) {
entry:
  %3 = call i32 @cardrt_types(ptr %0, i32 %2)
  %4 = and i32 %3, 8
  %5 = icmp eq i32 %4, 0
  %6 = and i1 true, %5
  %7 = call i1 @cardrt_is_token(ptr %0, i32 %2)
  %8 = xor i1 %7, true
  %9 = and i1 %6, %8
  %10 = or i1 false, %9
  %11 = and i1 %10, true
  ret i1 %11
}

declare i32 @cardrt_fx_may_play(ptr, i32, i32, i32)

define internal i1 @cardc.legal.21(ptr %0, i32 %1, ptr %2) {
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

define internal void @cardc.effect.22(ptr %0) {
entry:
  call void @cardrt_sel_target(ptr %0, i32 0, i32 0)
  %1 = call i1 @cardrt_fx_counters_possible(ptr %0, i32 0, ptr @.str.28, i1 false)
  %2 = zext i1 %1 to i32
  %3 = shl i32 %2, 0
  %4 = or i32 0, %3
  %5 = call i1 @cardrt_fx_counters_possible(ptr %0, i32 0, ptr @.str.29, i1 true)
  %6 = zext i1 %5 to i32
  %7 = shl i32 %6, 1
  %8 = or i32 %4, %7
  %9 = call i32 @cardrt_fx_choose_possible_action(ptr %0, i32 2, i32 %8, ptr @.str.30)
  switch i32 %9, label %chosen [
    i32 0, label %action
    i32 1, label %action1
  ]

chosen:                                           ; preds = %action1, %action, %entry
  ret void

action:                                           ; preds = %entry
  %10 = call i32 @cardrt_fx_counters(ptr %0, i32 0, ptr @.str.31, i32 1)
  br label %chosen

action1:                                          ; preds = %entry
  %11 = call i32 @cardrt_fx_remove_counters(ptr %0, i32 0, ptr @.str.32, i32 1)
  br label %chosen
}

declare i1 @cardrt_fx_counters_possible(ptr, i32, ptr, i1)

declare i32 @cardrt_fx_choose_possible_action(ptr, i32, i32, ptr)
